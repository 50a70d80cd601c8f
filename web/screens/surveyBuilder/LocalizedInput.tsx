import { Textarea, TextInput } from '@mantine/core';
import { orderLanguages } from '../../../common/languages';
import type { Localized } from '../../../common/survey/content';
import { useBuilderActions } from './builderContext';
import { withText } from './questionTemplates';

type LocalizedInputProps = {
  label: string;
  text: Localized | undefined;
  onChange: (next: Localized) => void;
  maxLength: number;
  multiline?: boolean;
  /** Texts a language cannot be published without are marked required. */
  required?: boolean;
  description?: string;
};

/**
 * A text field that edits the builder's current language. The same text in another language shows
 * as the placeholder, so a translator sees what to translate.
 */
export function LocalizedInput({
  label,
  text,
  onChange,
  maxLength,
  multiline,
  required,
  description,
}: LocalizedInputProps) {
  const { language, canEdit } = useBuilderActions();
  const source = orderLanguages(Object.keys(text ?? {}))
    .filter((code) => code !== language)
    .find((code) => text?.[code]?.trim());
  const props = {
    label,
    description,
    value: text?.[language] ?? '',
    placeholder: source ? text?.[source] : undefined,
    maxLength,
    readOnly: !canEdit,
    withAsterisk: required,
    lang: language,
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange(withText(text, language, event.currentTarget.value)),
  };
  return multiline ? <Textarea autosize minRows={2} maxRows={8} {...props} /> : <TextInput {...props} />;
}

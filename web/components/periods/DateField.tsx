import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { parseDateInput } from './periodDates';

type Props = Omit<TextInputProps, 'type' | 'value' | 'onChange'> & {
  /** `yyyy-mm-dd`, as the browser's date field gives it. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A date field. The browser draws its date box in its own locale, not the app's language; the date
 * chosen is read out beneath it in the app's language ("otrdiena, 2026. gada 1. decembris"), which is
 * also what a screen reader hears with the field.
 */
export function DateField({ value, onChange, description, ...rest }: Props) {
  const { i18n } = useTranslation();
  const date = parseDateInput(value);
  const spelled = date ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(date) : null;
  return (
    <TextInput
      {...rest}
      type="date"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      description={spelled ?? description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}

import { Fieldset, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { orderLanguages, supportedLanguages } from '../../../common/languages';
import type { Localized } from '../../../common/survey/content';
import { useTranslation } from '../../i18n/useTranslation';
import { surveyLanguageName, useSurveyLanguageList } from '../../queries/surveyLanguages';

/**
 * What the server asks of a localized text: English written (`en`: the text every other language falls back
 * to), or at least one language (`one`).
 */
export type LocalizedRule = 'en' | 'one';

export type LocalizedTextFieldsProps = {
  /** The text's name, the group's legend ("Name", "Title"). */
  label: string;
  value: Localized;
  onChange: (value: Localized) => void;
  rule?: LocalizedRule;
  multiline?: boolean;
  maxLength?: number;
  /** Under the legend; the rule's own explanation when left out, nothing when '' (said once above). */
  description?: string;
  /** The server's refusal of the whole text (`name: …`). */
  error?: string;
  /** The server's refusals of one language's text (`name.en: …`), by language code. */
  languageErrors?: Record<string, string>;
  /** A required English text is shown as missing (the form was sent without it). */
  showMissing?: boolean;
};

/** Longer one-line texts than this show whole, wrapping, one language per row. */
const longLineLength = 100;

/**
 * One input per survey language (GET /api/languages?for=survey: en, lv, ru and every language a super-admin
 * switched on at /admin/manage-languages), plus any language the text already has that is no longer offered, so
 * it can be read and cleared. English is required or not as the server asks (`rule`); the others are optional.
 */
export function LocalizedTextFields(props: LocalizedTextFieldsProps) {
  const { label, value, onChange, rule = 'one', multiline, maxLength, description, error } = props;
  // A one-line text that may be long (a success plan's title) wraps in a row of its own, not clipped in a third.
  const long = !multiline && (maxLength ?? 0) > longLineLength;
  const { t } = useTranslation();
  const list = useSurveyLanguageList();
  // Until the list is known: the built-in languages, which it holds unless one was switched off.
  const offered = new Set(['en', ...(list?.map((language) => language.code) ?? supportedLanguages)]);
  const codes = orderLanguages([...offered, ...Object.keys(value).filter((code) => value[code])]);
  const help =
    description ??
    (rule === 'en' ? t('back_office.localized.english_required') : t('back_office.localized.at_least_one'));
  return (
    <Fieldset legend={label} variant="unstyled">
      <Stack gap={4}>
        {help && (
          <Text size="sm" c="dimmed">
            {help}
          </Text>
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: multiline || long ? 1 : Math.min(codes.length, 3) }} spacing="sm">
          {codes.map((code) => {
            const name = surveyLanguageName(code, list);
            const required = rule === 'en' && code === 'en';
            const missing = required && props.showMissing && !value.en?.trim();
            const common = {
              label: t('back_office.localized.in', { field: label, language: name }),
              description: offered.has(code) ? undefined : t('back_office.localized.switched_off'),
              required,
              lang: code,
              maxLength,
              value: value[code] ?? '',
              error:
                props.languageErrors?.[code] ??
                (missing ? t('back_office.localized.english_missing') : undefined),
              onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                onChange({ ...value, [code]: event.currentTarget.value }),
            };
            return multiline ? (
              <Textarea key={code} autosize minRows={3} {...common} />
            ) : long ? (
              <Textarea
                key={code}
                autosize
                minRows={1}
                // One line of text that wraps: Enter adds no line break.
                onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
                {...common}
              />
            ) : (
              <TextInput key={code} {...common} />
            );
          })}
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

/** The languages a text was written in: empty ones left out rather than saved as ''. */
export function writtenTexts(value: Localized): Localized {
  return Object.fromEntries(
    Object.entries(value).flatMap(([code, text]) => (text?.trim() ? [[code, text.trim()]] : [])),
  );
}

/** One text's per-language refusals (`name.uk: …`) among describeFailure's fields, by language code. */
export function languageErrorsOf(fields: Record<string, string>, field: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([path, reason]) =>
      path.startsWith(`${field}.`) ? [[path.slice(field.length + 1), reason]] : [],
    ),
  );
}

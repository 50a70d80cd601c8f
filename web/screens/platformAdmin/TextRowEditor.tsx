import { Button, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { describeFailure } from '../../api/formErrors';
import { useTranslation } from '../../i18n/useTranslation';
import { type InterfaceText, useSaveText } from '../../queries/translationEditor';
import { countsOfForm } from './pluralExamples';

type TextRowEditorProps = { language: string; text: InterfaceText; onHistory: (key: string) => void };

/** One interface text: its key and English text, this language's text edited in place. */
export function TextRowEditor({ language, text, onHistory }: TextRowEditorProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(text.value ?? '');
  const save = useSaveText(language);
  const error = describeFailure(save.error, ['value']);
  const changed = value !== (text.value ?? '');
  return (
    <Table.Tr>
      <Table.Td style={{ width: '40%' }}>
        <Stack gap={2}>
          <Text size="xs" c="dimmed" ff="monospace">
            {text.key}
          </Text>
          <Text size="sm">{text.english}</Text>
          {text.plural_form && (
            <Text size="xs" c="dimmed">
              {t('platform_admin.translations.plural_form', {
                form: text.plural_form,
                examples: countsOfForm(language, text.plural_form),
              })}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          <Textarea
            aria-label={t('platform_admin.translations.text_of', { key: text.key })}
            autosize
            minRows={1}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={error.fields.value ?? error.alert}
            placeholder={t('platform_admin.translations.missing_placeholder')}
          />
          <Group gap="xs">
            <Button
              size="compact-sm"
              disabled={!changed}
              loading={save.isPending}
              onClick={() => save.mutate({ key: text.key, value })}
            >
              {t('platform_admin.translations.save')}
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={() => onHistory(text.key)}>
              {t('platform_admin.translations.history')}
            </Button>
            {text.source === 'admin' && (
              <Text size="xs" c="dimmed">
                {t('platform_admin.translations.edited_here')}
              </Text>
            )}
          </Group>
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

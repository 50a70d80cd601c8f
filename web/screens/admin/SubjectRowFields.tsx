import { ActionIcon, Fieldset, Group, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { supportedLanguages } from '../../../common/languages';

export type SubjectRowValues = { key: string; en: string; lv: string; ru: string };
export type SubjectRowsForm = UseFormReturnType<{ rows: SubjectRowValues[] }>;

type Props = { form: SubjectRowsForm; index: number; canRemove: boolean };

/** One new subject: its name in each language. */
export function SubjectRowFields({ form, index, canRemove }: Props) {
  const { t } = useTranslation();
  const number = index + 1;
  return (
    <Fieldset
      legend={t('back_office.add_subjects.row_label', { number })}
      aria-label={t('back_office.add_subjects.row_label', { number })}
    >
      <Group align="flex-start" grow wrap="nowrap">
        {supportedLanguages.map((code) => (
          <TextInput
            key={code}
            label={t(`back_office.subjects.name_${code}`)}
            lang={code}
            {...form.getInputProps(`rows.${index}.${code}`)}
          />
        ))}
        {canRemove && (
          <Tooltip label={t('back_office.add_subjects.remove_row', { number })}>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              style={{ flexGrow: 0 }}
              aria-label={t('back_office.add_subjects.remove_row', { number })}
              onClick={() => form.removeListItem('rows', index)}
            >
              ✕
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Fieldset>
  );
}

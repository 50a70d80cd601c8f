import { ActionIcon, Fieldset, Group, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Localized } from '../../../common/survey/content';
import { LocalizedTextFields } from '../../components/backOffice/LocalizedTextFields';
import { useTranslation } from '../../i18n/useTranslation';

export type SubjectRowValues = { key: string; names: Localized };
export type SubjectRowsForm = UseFormReturnType<{ rows: SubjectRowValues[] }>;

type Props = { form: SubjectRowsForm; index: number; canRemove: boolean };

/**
 * One new subject: its name in each survey language (en, lv, ru and every one switched on at
 * /admin/manage-languages). The server's refusals sit at `rows.N.names` (the row) and `rows.N.names.uk`.
 */
export function SubjectRowFields({ form, index, canRemove }: Props) {
  const { t } = useTranslation();
  const number = index + 1;
  const path = `rows.${index}.names`;
  const names = form.values.rows[index].names;
  const languageErrors = Object.fromEntries(
    Object.entries(form.errors).flatMap(([key, error]) =>
      key.startsWith(`${path}.`) && error ? [[key.slice(path.length + 1), String(error)]] : [],
    ),
  );
  const handleChange = (next: Localized) => {
    for (const code of Object.keys(next))
      if (next[code] !== names[code]) form.clearFieldError(`${path}.${code}`);
    form.clearFieldError(path);
    form.setFieldValue(path, next);
  };
  return (
    <Fieldset
      legend={t('back_office.add_subjects.row_label', { number })}
      aria-label={t('back_office.add_subjects.row_label', { number })}
    >
      <Group align="flex-start" wrap="nowrap">
        <div style={{ flex: 1 }}>
          <LocalizedTextFields
            label={t('back_office.subjects.name')}
            description=""
            maxLength={100}
            value={names}
            onChange={handleChange}
            error={form.errors[path] ? String(form.errors[path]) : undefined}
            languageErrors={languageErrors}
          />
        </div>
        {canRemove && (
          <Tooltip label={t('back_office.add_subjects.remove_row', { number })}>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
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

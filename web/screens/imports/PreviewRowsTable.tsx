import { Badge, Table } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import type { ImportOutcome, ImportRecord } from '../../queries/imports';
import { fieldLabel } from './importLabels';

const outcomeColors: Record<ImportOutcome, string> = {
  new: 'green',
  existing_account: 'teal',
  link: 'blue',
  skip: 'gray',
  error: 'red',
};

/** The first rows as they will be imported: each field's value and what happens to the row. */
export function PreviewRowsTable({ record }: { record: ImportRecord }) {
  const { t } = useTranslation();
  const fields = record.fields.filter((field) => typeof record.mapping[field.key] === 'number');
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder fz="sm" data-preview-rows>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('imports.issues_table.line')}</Table.Th>
            {fields.map((field) => (
              <Table.Th key={field.key}>{fieldLabel(t, field.key)}</Table.Th>
            ))}
            <Table.Th>{t('imports.preview.outcome')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(record.preview?.rows ?? []).map((row) => (
            <Table.Tr key={row.line}>
              <Table.Td>{row.line}</Table.Td>
              {fields.map((field) => (
                <Table.Td key={field.key}>{row.values[field.key] ?? ''}</Table.Td>
              ))}
              <Table.Td>
                <Badge color={outcomeColors[row.outcome]} variant="light">
                  {t(`imports.outcomes.${row.outcome}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Table, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';

type SampleRowsTableProps = { headers: string[]; rows: { line: number; cells: string[] }[] };

/** The first rows of the file as they are, under their own headers. Cells are text, never markup. */
export function SampleRowsTable({ headers, rows }: SampleRowsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder withColumnBorders fz="sm" data-sample-rows>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('imports.issues_table.line')}</Table.Th>
            {headers.map((header, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the file
              <Table.Th key={i}>{header || t('imports.mapping.column_n', { n: i + 1 })}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.line}>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {row.line}
                </Text>
              </Table.Td>
              {headers.map((_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the file
                <Table.Td key={i}>{row.cells[i] ?? ''}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

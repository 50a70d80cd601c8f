import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import type { ImportSummary } from '../../queries/imports';
import { ImportStatusBadge } from './ImportStatusBadge';

type ImportHistoryTableProps = {
  imports: (ImportSummary & { school?: { name: string } })[];
  hrefFor: (row: ImportSummary) => string;
  showSchool?: boolean;
};

/** Imports with their file, type, state and numbers, newest first; each opens its record. */
export function ImportHistoryTable({ imports, hrefFor, showSchool }: ImportHistoryTableProps) {
  const { t, i18n } = useTranslation();
  if (imports.length === 0) return <Text c="dimmed">{t('imports.history.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('imports.history.file')}</Table.Th>
            {showSchool && <Table.Th>{t('imports.history.school')}</Table.Th>}
            <Table.Th>{t('imports.history.type')}</Table.Th>
            <Table.Th>{t('imports.history.status')}</Table.Th>
            <Table.Th>{t('imports.history.rows')}</Table.Th>
            <Table.Th>{t('imports.history.created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {imports.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Anchor component={Link} to={hrefFor(row)}>
                  {row.file_name}
                </Anchor>
              </Table.Td>
              {showSchool && <Table.Td>{row.school?.name}</Table.Td>}
              <Table.Td>{t(`imports.types.${row.type}.title`)}</Table.Td>
              <Table.Td>
                <ImportStatusBadge status={row.status} progress={row.progress} />
              </Table.Td>
              <Table.Td>{row.counts ? row.counts.rows : '—'}</Table.Td>
              <Table.Td>{formatDateTime(row.created_at, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

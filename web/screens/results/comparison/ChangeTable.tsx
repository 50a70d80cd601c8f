import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Change } from '../../../../common/results/types';
import { ChangeCells } from './ChangeCells';

export type ChangeRow = Change & { key: string; label: string; detail?: string };

/** A table of compared rows: what, before, after, change, and whether it is likely real. */
export function ChangeTable({
  caption,
  itemHeading,
  rows,
}: {
  caption: string;
  itemHeading: string;
  rows: ChangeRow[];
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped captionSide="top">
        <Table.Caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{itemHeading}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('results.compare.before')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('results.compare.after')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('results.compare.column.change')}
            </Table.Th>
            <Table.Th scope="col">{t('results.compare.column.verdict')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={400}>
                {row.detail ? `${row.detail} — ${row.label}` : row.label}
              </Table.Th>
              <ChangeCells change={row} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

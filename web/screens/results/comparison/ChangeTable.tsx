import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Change } from '../../../../common/results/types';
import { ActOnThisButton } from '../../../components/actionPlans/ActOnThisButton';
import type { FocusKind } from '../../../queries/actionPlans';
import { ChangeCells } from './ChangeCells';

export type ChangeRow = Change & { key: string; label: string; detail?: string };

/** A table of compared rows: what, before, after, change, and whether it is likely real. */
export function ChangeTable({
  caption,
  itemHeading,
  rows,
  actOn,
}: {
  caption: string;
  itemHeading: string;
  rows: ChangeRow[];
  /** Rows are themes or questions a plan can focus on ("Act on this"). */
  actOn?: FocusKind;
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
            {actOn && <Table.Th scope="col" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={400}>
                {row.detail ? `${row.detail} — ${row.label}` : row.label}
              </Table.Th>
              <ChangeCells change={row} />
              {actOn && (
                <Table.Td>
                  <ActOnThisButton kind={actOn} focusRef={row.key} label={row.label} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

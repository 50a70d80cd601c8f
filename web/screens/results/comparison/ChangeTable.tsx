import type { Change } from '../../../../common/results/types';
import { ActOnThisButton } from '../../../components/actionPlans/ActOnThisButton';
import { type ResponsiveColumn, ResponsiveTable } from '../../../components/ResponsiveTable';
import type { FocusKind } from '../../../queries/actionPlans';
import { useChangeColumns } from './ChangeCells';

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
  const columns: ResponsiveColumn<ChangeRow>[] = [
    {
      key: 'item',
      header: itemHeading,
      title: true,
      cell: (row) => (row.detail ? `${row.detail} — ${row.label}` : row.label),
    },
    ...useChangeColumns<ChangeRow>(),
    ...(actOn
      ? [
          {
            key: 'act',
            header: '',
            cell: (row: ChangeRow) => <ActOnThisButton kind={actOn} focusRef={row.key} label={row.label} />,
          },
        ]
      : []),
  ];
  return (
    <ResponsiveTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.key}
      caption={caption}
      minWidth={560}
    />
  );
}

import type { BenchmarkedChange, ComparisonResult } from '../../../../common/results/types';
import { ActOnThisButton } from '../../../components/actionPlans/ActOnThisButton';
import { type ResponsiveColumn, ResponsiveTable } from '../../../components/ResponsiveTable';
import { useTranslation } from '../../../i18n/useTranslation';
import type { FocusKind } from '../../../queries/actionPlans';
import { formatScore } from '../resultsFormat';
import { useChangeColumns } from './ChangeCells';

export type ChangeRow = BenchmarkedChange & { key: string; label: string; detail?: string };

/** A table of compared rows: what, before, after, change, and whether it is likely real. */
export function ChangeTable({
  caption,
  itemHeading,
  rows,
  actOn,
  benchmark,
}: {
  caption: string;
  itemHeading: string;
  rows: ChangeRow[];
  /** Rows are themes or questions a plan can focus on ("Act on this"). */
  actOn?: FocusKind;
  /** The chosen benchmark: a column of its scores after the later period's. */
  benchmark?: ComparisonResult['benchmark'];
}) {
  const { t, i18n } = useTranslation();
  // Before, after, then the benchmark, the change and its verdict.
  const changeColumns = useChangeColumns<ChangeRow>();
  const columns: ResponsiveColumn<ChangeRow>[] = [
    {
      key: 'item',
      header: itemHeading,
      title: true,
      cell: (row) => (row.detail ? `${row.detail} — ${row.label}` : row.label),
    },
    ...changeColumns.slice(0, 2),
    ...(benchmark
      ? [
          {
            key: 'benchmark',
            header: t('results.compare.column.benchmark'),
            align: 'right' as const,
            cell: (row: ChangeRow) => formatScore(row.benchmark ?? null, i18n.language),
          },
        ]
      : []),
    ...changeColumns.slice(2),
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

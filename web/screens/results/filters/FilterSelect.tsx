import { MultiSelect } from '@mantine/core';
import type { ResultsFilter } from '../../../../common/results/types';
import { useTranslation } from '../../../i18n/useTranslation';

type Props = { filter: ResultsFilter; label: string; value: string[]; onChange: (values: string[]) => void };

/** One filter as a multi-select: each value with its respondent count; values too small to show are disabled. */
export function FilterSelect({ filter, label, value, onChange }: Props) {
  const { t } = useTranslation();
  const data = filter.values.map((entry) => ({
    value: entry.value,
    label: entry.hidden
      ? `${entry.label} — ${t(`results.filters.hidden_value.${entry.hidden}`)}`
      : t('results.filters.value_count', { label: entry.label, n: entry.count ?? 0 }),
    disabled: entry.hidden !== null,
  }));
  return (
    <MultiSelect
      label={label}
      placeholder={value.length ? undefined : t('results.filters.everyone')}
      data={data}
      value={value}
      onChange={onChange}
      clearable
      searchable
      nothingFoundMessage={t('results.filters.no_values')}
    />
  );
}

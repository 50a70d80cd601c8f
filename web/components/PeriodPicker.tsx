import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { localizedText } from '../../common/localizedText';
import { useTranslation } from '../i18n/useTranslation';
import { type AdminPeriod, usePeriodSearch } from '../queries/adminPeriods';
import { formatDateRange } from './periods/periodDates';

type PeriodPickerProps = {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  required?: boolean;
  /** Offers only periods still open or yet to start (a new invitation campaign's). */
  notClosed?: boolean;
};

/**
 * Finds any survey period by its school's or organisation's name (super-admins), searching on the server.
 * Its dates are the school's days, written in the reader's language.
 */
export function PeriodPicker({ label, value, onChange, error, required, notClosed }: PeriodPickerProps) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<AdminPeriod | null>(null);
  const labelOf = (period: AdminPeriod) =>
    `${period.organization.name} — ${period.name} · ${localizedText(period.survey.title, i18n.language)} (${formatDateRange(period.starts_at, period.ends_at, i18n.language)})`;
  // Once a period is chosen the box shows its label: that is not a new search (Select writes the picked
  // option's label into the box before onChange names the period).
  const [pickedLabel, setPickedLabel] = useState<string | null>(null);
  const typed = search === pickedLabel || (chosen && search === labelOf(chosen)) ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, 250);
  const periods = usePeriodSearch({
    organization: debounced || undefined,
    status: notClosed ? 'not_closed' : undefined,
  });
  const found = periods.data ?? [];
  const listed = chosen && !found.some((period) => period.id === chosen.id) ? [chosen, ...found] : found;
  const option = (period: AdminPeriod) => ({ value: String(period.id), label: labelOf(period) });
  return (
    <Select
      label={label}
      placeholder={t('period_picker.placeholder')}
      searchable
      clearable
      data={listed.map(option)}
      // The server has narrowed the list by organisation already; the label holds more than the name.
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={(next) => {
        setPickedLabel(listed.some((period) => labelOf(period) === next) ? next : null);
        setSearch(next);
      }}
      value={value === null ? null : String(value)}
      onChange={(selected) => {
        setChosen(listed.find((period) => String(period.id) === selected) ?? null);
        onChange(selected ? Number(selected) : null);
      }}
      nothingFoundMessage={periods.isFetching ? t('common.loading') : t('period_picker.nothing')}
      maxDropdownHeight={320}
      error={error}
      required={required}
    />
  );
}

import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { type OrganizationKind, useOrganizationChoices } from '../queries/adminOrganizations';

type OrganizationPickerProps = {
  label: string;
  type: OrganizationKind;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  /** Marked required (the default); a filter leaves it optional. */
  required?: boolean;
};

/** Finds an organisation of one type by name, address or city, searching on the server. */
export function OrganizationPicker({
  label,
  type,
  value,
  onChange,
  error,
  required = true,
}: OrganizationPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const choices = useOrganizationChoices(type, debounced);
  const data = (choices.data ?? []).map((row) => ({
    value: String(row.id),
    label: row.city ? `${row.name} (${row.city})` : row.name,
  }));
  return (
    <Select
      label={label}
      placeholder={t('back_office.identities.organization_placeholder')}
      searchable
      clearable
      required={required}
      data={data}
      // The server has narrowed the list already (by slug and city too), so show it as it is.
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      value={value === null ? null : String(value)}
      onChange={(selected) => onChange(selected ? Number(selected) : null)}
      nothingFoundMessage={choices.isFetching ? t('common.loading') : t('admin.nothing_found')}
      error={error}
    />
  );
}

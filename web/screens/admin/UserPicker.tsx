import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAdminUsers } from '../../queries/admin';
import { personName } from '../../routing/adminPaths';

type UserPickerProps = {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
};

/** Finds an existing user by name, username or e-mail, searching on the server. */
export function UserPicker({ label, value, onChange, error }: UserPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const users = useAdminUsers(debounced);
  const data = (users.data ?? []).map((user) => ({
    value: String(user.id),
    label: `${personName(user)} (${user.username})`,
  }));
  return (
    <Select
      label={label}
      placeholder={t('back_office.super_admins.user_placeholder')}
      searchable
      clearable
      data={data}
      // The server has narrowed the list already (by e-mail too), so show it as it is.
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      value={value === null ? null : String(value)}
      onChange={(selected) => onChange(selected ? Number(selected) : null)}
      nothingFoundMessage={users.isFetching ? t('common.loading') : t('admin.nothing_found')}
      error={error}
    />
  );
}

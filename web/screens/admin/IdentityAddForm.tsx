import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { defaultPermissions, type PermissionName } from '../../../common/permissions';
import { describeFailure } from '../../api/formErrors';
import { OrganizationPicker } from '../../components/OrganizationPicker';
import { PermissionCheckboxes } from '../../components/staffPermissions/PermissionCheckboxes';
import { useTranslation } from '../../i18n/useTranslation';
import type { OrganizationKind } from '../../queries/adminOrganizations';
import { type IdentityKind, useAddIdentity } from '../../queries/adminUsers';

/** The organisation type each role needs (the server checks the same); null: none. */
const placeFor: Record<IdentityKind, OrganizationKind | null> = {
  student: 'school',
  teacher: 'school',
  parent: 'school',
  staff: 'school',
  school_admin: 'school',
  organization_admin: 'organization',
  super_admin: null,
  solo: 'solo',
};
const kinds = Object.keys(placeFor) as IdentityKind[];

/** Gives the user a role: its type, the organisation that fits it, and a school admin's permissions. */
export function IdentityAddForm({ userId, onAdded }: { userId: number; onAdded: () => void }) {
  const { t } = useTranslation();
  const add = useAddIdentity(userId);
  const [type, setType] = useState<IdentityKind>('teacher');
  const [organizationId, setOrganizationId] = useState<number | null>(null);
  const [permissions, setPermissions] = useState<Record<PermissionName, boolean>>(defaultPermissions);
  const [tried, setTried] = useState(false);
  const place = placeFor[type];
  const failure = describeFailure(add.error, ['type', 'organization_id', 'permissions']);
  const organizationMissing = tried && place !== null && organizationId === null;

  function handleTypeChange(value: string | null) {
    if (!value) return;
    const next = value as IdentityKind;
    if (placeFor[next] !== place) setOrganizationId(null);
    setType(next);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (place !== null && organizationId === null) return;
    add.mutate(
      {
        type,
        organization_id: place === null ? null : organizationId,
        ...(type === 'school_admin' ? { permissions } : {}),
      },
      {
        onSuccess: () => {
          setTried(false);
          setOrganizationId(null);
          setPermissions(defaultPermissions());
          onAdded();
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        {failure.alert && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {failure.alert}
          </Alert>
        )}
        <Select
          label={t('back_office.identities.type')}
          data={kinds.map((kind) => ({ value: kind, label: t(`identity_types.${kind}`) }))}
          value={type}
          error={failure.fields.type}
          onChange={handleTypeChange}
        />
        {place === null ? (
          <Text size="sm" c="dimmed">
            {t('back_office.identities.no_organization')}
          </Text>
        ) : (
          <OrganizationPicker
            key={place}
            label={t(`back_office.identities.organization_of.${place}`)}
            type={place}
            value={organizationId}
            onChange={setOrganizationId}
            error={organizationMissing ? t('forms.required') : failure.fields.organization_id}
          />
        )}
        {type === 'school_admin' && (
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('back_office.identities.permissions')}
            </Text>
            <PermissionCheckboxes
              values={permissions}
              onChange={(name, granted) => setPermissions((current) => ({ ...current, [name]: granted }))}
            />
            {failure.fields.permissions && (
              <Text size="sm" c="red">
                {failure.fields.permissions}
              </Text>
            )}
          </Stack>
        )}
        <Group>
          <Button type="submit" loading={add.isPending}>
            {t('back_office.identities.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { notice } from '../../components/notices';
import {
  useAdminOrganization,
  useOrganizationStaff,
  useUpdateStaffMember,
} from '../../queries/adminOrganizations';
import { adminPaths, idParam, personName } from './adminPaths';
import { StaffPermissionsCard } from './StaffPermissionsCard';

function StaffList({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const staff = useOrganizationStaff(organizationId);
  const update = useUpdateStaffMember(organizationId);
  if (staff.isError) return <Alert color="red">{errorText(staff.error)}</Alert>;
  if (!staff.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (staff.data.length === 0) return <Text c="dimmed">{t('back_office.admins.empty')}</Text>;
  return (
    <Stack>
      {staff.data.map((member) => (
        <StaffPermissionsCard
          key={member.id}
          member={member}
          saving={update.isPending && update.variables?.identityId === member.id}
          onChange={(changes) =>
            update.mutate(
              { identityId: member.id, changes },
              {
                onSuccess: () => notice.info(t('back_office.school.saved', { name: personName(member) })),
                onError: (error) => notice.error(errorText(error)),
              },
            )
          }
        />
      ))}
    </Stack>
  );
}

/** /admin/school/{id}: an organisation's staff and their permissions (spec §6). */
export function AdminSchoolScreen() {
  const { t } = useTranslation();
  const id = idParam(useParams().id);
  const organization = useAdminOrganization(id);
  if (id === null) {
    return (
      <Container size="md" py="xl">
        <Alert color="red">{t('back_office.not_found')}</Alert>
      </Container>
    );
  }
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Anchor component={Link} to={adminPaths.organization(id, 'admins')} size="sm">
          {t('back_office.school.back')}
        </Anchor>
        <Title order={1}>{t('back_office.school.title', { name: organization.data?.name ?? '…' })}</Title>
        {organization.isError && <Alert color="red">{errorText(organization.error)}</Alert>}
        <Text size="sm">{t('back_office.school.intro')}</Text>
        <StaffList organizationId={id} />
      </Stack>
    </Container>
  );
}

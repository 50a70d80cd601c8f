import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { StaffPermissionsList } from '../../components/staffPermissions/StaffPermissionsList';
import { useTranslation } from '../../i18n/useTranslation';
import { useAdminOrganization } from '../../queries/adminOrganizations';
import { adminPaths, idParam } from '../../routing/adminPaths';

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
        <StaffPermissionsList organizationId={id} />
      </Stack>
    </Container>
  );
}

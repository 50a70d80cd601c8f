import { Container, Stack, Text, Title } from '@mantine/core';
import { useUserState } from '../../auth/userStore';
import { useTranslation } from '../../i18n/useTranslation';
import { useDocumentTitle } from '../../routing/pageTitle';
import { SchoolsTable } from './SchoolsTable';

/** /organization/schools: the organisation's member schools, searchable and sortable. */
export function OrganizationSchoolsScreen() {
  const { t } = useTranslation();
  const { user } = useUserState();
  useDocumentTitle(t('dashboards.schools.title'));
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <div>
          <Title order={1}>{t('dashboards.schools.title')}</Title>
          {user?.organization && <Text c="dimmed">{user.organization.name}</Text>}
        </div>
        <SchoolsTable />
      </Stack>
    </Container>
  );
}

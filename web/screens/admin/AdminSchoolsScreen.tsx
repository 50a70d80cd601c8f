import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../api/apiError';
import { useAdminSchools } from '../../queries/adminSchools';
import { AdminSchoolsTable } from './AdminSchoolsTable';
import { AdminSearchLayout } from './AdminSearchLayout';
import { adminPaths } from '../../routing/adminPaths';

function SchoolRows({ search }: { search: string }) {
  const { t } = useTranslation();
  const schools = useAdminSchools(search);
  if (schools.isError) return <Alert color="red">{errorText(schools.error)}</Alert>;
  if (!schools.data?.length)
    return <Text c="dimmed">{schools.isPending ? t('common.loading') : t('admin.nothing_found')}</Text>;
  return <AdminSchoolsTable schools={schools.data} />;
}

/** /admin/schools: every school with its size, and the way to its classes, subjects and people. */
export function AdminSchoolsScreen() {
  const { t } = useTranslation();
  return (
    <AdminSearchLayout title={t('back_office.schools.title')}>
      {(search) => (
        <Stack>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('back_office.schools.intro')}
            </Text>
            <Button component={Link} to={adminPaths.deleteRespondents} variant="default" color="red">
              {t('back_office.removal.title')}
            </Button>
          </Group>
          <SchoolRows search={search} />
        </Stack>
      )}
    </AdminSearchLayout>
  );
}

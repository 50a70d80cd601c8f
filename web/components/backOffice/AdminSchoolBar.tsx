import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useAdminOrganization } from '../../queries/adminOrganizations';
import { adminPaths } from '../../routing/adminPaths';

/** The back-office way around one school: back to all schools, and its classes and subjects. */
export function AdminSchoolBar({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation();
  const school = useAdminOrganization(schoolId);
  return (
    <Group gap="md" wrap="wrap">
      <Anchor component={Link} to={adminPaths.schools} size="sm">
        {t('back_office.schools.back')}
      </Anchor>
      <Text size="sm" fw={600}>
        {school.data?.name ?? '…'}
      </Text>
      <Anchor component={Link} to={adminPaths.schoolClasses(schoolId)} size="sm">
        {t('back_office.schools.classes')}
      </Anchor>
      <Anchor component={Link} to={adminPaths.subjects(schoolId)} size="sm">
        {t('back_office.schools.subjects')}
      </Anchor>
    </Group>
  );
}

/** The school's name for a back-office title, once it has loaded. */
export function useAdminSchoolName(schoolId: number | null): string {
  return useAdminOrganization(schoolId).data?.name ?? '…';
}

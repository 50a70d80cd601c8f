import { Alert, Anchor, Container, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useAdminOrganization } from '../../queries/adminOrganizations';
import { adminPaths, idParam } from '../../routing/adminPaths';

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

/**
 * A back-office page about one school (`/admin/…/{id}`): its way-around bar above the page, which
 * gets the school's id and name; an id that is not a number reads as not found.
 */
export function AdminSchoolPage({
  children,
}: {
  children: (school: { id: number; name: string }) => ReactNode;
}) {
  const { t } = useTranslation();
  const schoolId = idParam(useParams().id);
  const name = useAdminSchoolName(schoolId);
  if (schoolId === null) {
    return (
      <Container size="md" py="xl">
        <Alert color="red">{t('back_office.not_found')}</Alert>
      </Container>
    );
  }
  return (
    <Container size="lg" py="xl">
      <Stack>
        <AdminSchoolBar schoolId={schoolId} />
        {children({ id: schoolId, name })}
      </Stack>
    </Container>
  );
}

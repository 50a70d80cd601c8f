import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { AdminSchoolBar, useAdminSchoolName } from '../../components/backOffice/AdminSchoolBar';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import { type SchoolSubject, useDeleteSubject, useSchoolSubjects } from '../../queries/subjects';
import { adminPaths, idParam } from '../../routing/adminPaths';
import { SubjectsTable } from './SubjectsTable';

function SubjectList({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation();
  const subjects = useSchoolSubjects(schoolId);
  const remove = useDeleteSubject(schoolId);
  if (subjects.isError) return <Alert color="red">{errorText(subjects.error)}</Alert>;
  if (!subjects.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (!subjects.data.length) return <Text c="dimmed">{t('back_office.subjects.empty')}</Text>;

  const handleDelete = async (subject: SchoolSubject) => {
    const sure = await confirm({
      message: t('back_office.subjects.delete_confirm', { name: subject.name }),
      confirmLabel: t('common.delete'),
      cancelLabel: t('common.cancel'),
      danger: true,
    });
    if (!sure) return;
    remove.mutate(subject.id, {
      onSuccess: () => notice.info(t('back_office.subjects.deleted', { name: subject.name })),
      onError: (error) => notice.error(errorText(error)),
    });
  };
  return <SubjectsTable subjects={subjects.data} onDelete={handleDelete} />;
}

/** /admin/subjects/{id}: the subjects a school can use; its own can be deleted. */
export function AdminSubjectsScreen() {
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
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{t('back_office.subjects.title', { name })}</Title>
            <Text c="dimmed" size="sm">
              {t('back_office.subjects.intro')}
            </Text>
          </div>
          <Button component={Link} to={adminPaths.addSubjects(schoolId)}>
            {t('back_office.subjects.add')}
          </Button>
        </Group>
        <SubjectList schoolId={schoolId} />
      </Stack>
    </Container>
  );
}

import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorText } from '../../api/apiError';
import { AdminSchoolPage } from '../../components/backOffice/AdminSchoolBar';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import { type SchoolSubject, useDeleteSubject, useSchoolSubjects } from '../../queries/subjects';
import { adminPaths } from '../../routing/adminPaths';
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
  return (
    <AdminSchoolPage>
      {({ id, name }) => (
        <>
          <Group justify="space-between" align="flex-end">
            <div>
              <Title order={1}>{t('back_office.subjects.title', { name })}</Title>
              <Text c="dimmed" size="sm">
                {t('back_office.subjects.intro')}
              </Text>
            </div>
            <Button component={Link} to={adminPaths.addSubjects(id)}>
              {t('back_office.subjects.add')}
            </Button>
          </Group>
          <SubjectList schoolId={id} />
        </>
      )}
    </AdminSchoolPage>
  );
}

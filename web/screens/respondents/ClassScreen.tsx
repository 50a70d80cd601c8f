import { Alert, Anchor, Badge, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useTranslation } from '../../i18n/useTranslation';
import { useClasses, useClassStudents } from '../../queries/classes';
import { useDocumentTitle } from '../../routing/pageTitle';
import { AddStudentForm } from './AddStudentForm';
import { ClassStudentsTable } from './ClassStudentsTable';
import { schoolPaths } from './schoolPaths';
import { useRespondentAccess } from './useRespondentAccess';

/** /school/classes/{id}: one class, its teacher and its students. */
export function ClassScreen() {
  const { t } = useTranslation();
  const classId = Number(useParams().id);
  const { schoolId, canManage } = useRespondentAccess();
  const classes = useClasses(schoolId);
  const students = useClassStudents(schoolId, classId);
  const klass = classes.data?.find((row) => row.id === classId);
  useDocumentTitle(
    klass ? t('pages.school_class.title', { name: klass.name }) : t('pages.school_classes.title'),
  );

  if (!schoolId || classes.isPending) return <PageLoader />;
  if (!klass)
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow" title={t('respondents.class.not_found')}>
          <Anchor component={Link} to={schoolPaths.classes}>
            {t('respondents.class.back')}
          </Anchor>
        </Alert>
      </Container>
    );

  return (
    <Container size="lg" py="xl">
      <Stack>
        <Anchor component={Link} to={schoolPaths.classes} size="sm">
          ← {t('respondents.class.back')}
        </Anchor>
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{t('respondents.class.title', { name: klass.name })}</Title>
          <Group gap="xs">
            {klass.grade !== null && (
              <Badge variant="light">{t('respondents.class.grade', { grade: klass.grade })}</Badge>
            )}
            <Badge variant="light" color="gray">
              {t('respondents.class.sizes', {
                expected: klass.num_students,
                registered: klass.students_registered,
              })}
            </Badge>
          </Group>
        </Group>
        <Text>
          {t('respondents.class.teacher')}:{' '}
          {klass.teacher ? `${klass.teacher.name} ${klass.teacher.surname}` : '—'}
        </Text>
        <Card withBorder>
          <Stack>
            <Title order={2} size="h3">
              {t('respondents.students.title')}
            </Title>
            {students.isPending ? (
              <PageLoader />
            ) : (
              <ClassStudentsTable
                schoolId={schoolId}
                klass={klass}
                students={students.data ?? []}
                classes={classes.data ?? []}
                canManage={canManage}
              />
            )}
            {canManage && <AddStudentForm schoolId={schoolId} classId={klass.id} />}
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}

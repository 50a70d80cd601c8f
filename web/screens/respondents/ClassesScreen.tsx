import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AdminSchoolBar } from '../../components/backOffice/AdminSchoolBar';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { PageLoader } from '../../components/PageLoader';
import { ClassesAsGroups, useClassWording } from '../../hooks/classWording';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type ClassDraft,
  type SchoolClass,
  useClasses,
  useCreateClass,
  useDeleteClass,
  useSubjects,
  useTeachers,
  useUpdateClass,
} from '../../queries/classes';
import { adminPaths, idParam } from '../../routing/adminPaths';
import { useDocumentTitle } from '../../routing/pageTitle';
import { ClassesTable } from './ClassesTable';
import { ClassFormModal } from './ClassFormModal';
import { classSaveError } from './classSaveError';
import { schoolPaths } from './schoolPaths';
import { useRespondentAccess } from './useRespondentAccess';

type Editing = { klass: SchoolClass | null } | null;

/** /school/eu-groups: for organisations that call classes "groups" (spec §6 list.eu_change_name_class_to_groups), the same screen in their words. */
export function EuGroupsScreen() {
  return (
    <ClassesAsGroups>
      <ClassesScreen />
    </ClassesAsGroups>
  );
}

/**
 * /school/classes: the school's classes with teacher and size; managers create, edit and delete.
 * Also /admin/classes/{id}: the same for the school the route names, for super-admins.
 */
export function ClassesScreen() {
  const { t } = useTranslation();
  const wording = useClassWording();
  useDocumentTitle(t('pages.school_classes.title', wording));
  const routeSchoolId = idParam(useParams().id);
  const { schoolId, canManage } = useRespondentAccess(routeSchoolId);
  const classes = useClasses(schoolId);
  const teachers = useTeachers(schoolId);
  const subjects = useSubjects(schoolId);
  const create = useCreateClass(schoolId ?? 0);
  const update = useUpdateClass(schoolId ?? 0);
  const remove = useDeleteClass(schoolId ?? 0);
  const [editing, setEditing] = useState<Editing>(null);
  const open = (next: Editing) => {
    create.reset();
    update.reset();
    setEditing(next);
  };

  if (!schoolId || classes.isPending) return <PageLoader />;
  if (classes.isError) return <Alert color="red">{t('respondents.load_failed')}</Alert>;

  const handleSave = (draft: ClassDraft) => {
    const before = editing?.klass;
    const onError = (error: unknown) => notice.error(classSaveError(error));
    const onSuccess = () => {
      notice.info(t('respondents.classes.saved', { ...wording, name: draft.name }));
      setEditing(null);
    };
    if (before) update.mutate({ before, after: draft }, { onSuccess, onError });
    else create.mutate(draft, { onSuccess, onError });
  };

  const handleDelete = async (klass: SchoolClass) => {
    const sure = await confirm({
      message: t('respondents.classes.delete_confirm', {
        ...wording,
        name: klass.name,
        count: klass.students_registered,
      }),
      confirmLabel: t('common.delete'),
      danger: true,
    });
    if (sure) remove.mutate(klass.id);
  };

  return (
    <Container size="lg" py="xl">
      <Stack>
        {routeSchoolId && <AdminSchoolBar schoolId={routeSchoolId} />}
        <Group justify="space-between">
          <div>
            <Title order={1}>{t('respondents.classes.title', wording)}</Title>
            <Text c="dimmed">{t('respondents.classes.intro', wording)}</Text>
          </div>
          <Group>
            {routeSchoolId ? (
              <Button component={Link} to={adminPaths.addClasses(routeSchoolId)} variant="default">
                {t('back_office.add_classes.link')}
              </Button>
            ) : (
              <Button component={Link} to={schoolPaths.groups} variant="default">
                {t('respondents.groups.title', wording)}
              </Button>
            )}
            {canManage && (
              <Button onClick={() => open({ klass: null })}>{t('respondents.classes.new', wording)}</Button>
            )}
          </Group>
        </Group>
        {!canManage && <Alert color="blue">{t('respondents.view_only', wording)}</Alert>}
        {classes.data.length ? (
          <ClassesTable
            classes={classes.data}
            subjects={subjects.data ?? []}
            canManage={canManage}
            classPath={routeSchoolId ? null : schoolPaths.classItem}
            onEdit={(klass) => open({ klass })}
            onDelete={handleDelete}
          />
        ) : (
          <Alert color="gray">{t('respondents.classes.empty', wording)}</Alert>
        )}
      </Stack>
      {editing && (
        <ClassFormModal
          opened
          klass={editing.klass}
          teachers={teachers.data ?? []}
          subjects={subjects.data ?? []}
          saving={create.isPending || update.isPending}
          failure={create.error ?? update.error}
          onClose={() => setEditing(null)}
          onSave={handleSave}
        />
      )}
    </Container>
  );
}

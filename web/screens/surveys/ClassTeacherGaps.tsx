import { Alert, Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { sortByClassName } from '../../../common/classNames';
import { errorText } from '../../api/apiError';
import { holdsAny, useUserState } from '../../auth/userStore';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import { type SchoolClass, type Teacher, useTeachers, useUpdateClass } from '../../queries/classes';
import { dashboardPaths } from '../../routing/dashboardPaths';

/** The classes a student period asks (chosen one by one or as a whole grade) that have no class teacher. */
export function chosenWithoutClassTeacher(
  chosen: { classIds: number[]; grades: number[] },
  classes: SchoolClass[],
) {
  return sortByClassName(
    classes.filter(
      (klass) =>
        klass.teacher_id === null &&
        (chosen.classIds.includes(klass.id) || chosen.grades.includes(klass.grade ?? -1)),
    ),
  );
}

function AssignTeacher({ klass, teachers }: { klass: SchoolClass; teachers: Teacher[] }) {
  const { t } = useTranslation();
  const { school } = useUserState();
  const update = useUpdateClass(school?.id ?? 0);
  const [teacherId, setTeacherId] = useState<string | null>(null);
  const assign = () =>
    update.mutate(
      {
        before: klass,
        after: {
          name: klass.name,
          num_students: klass.num_students,
          teacher_id: Number(teacherId),
          subject_id: klass.subject_id,
          custom_subject: klass.custom_subject,
        },
      },
      { onError: (failure) => notice.error(errorText(failure)) },
    );
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Select
        label={t('survey_wizard.audience.class_teacher_of', { name: klass.name })}
        placeholder={t('survey_wizard.audience.choose_teacher')}
        data={teachers.map((teacher) => ({
          value: String(teacher.id),
          label: `${teacher.name} ${teacher.surname}`,
        }))}
        value={teacherId}
        onChange={setTeacherId}
        searchable
        w={260}
      />
      <Button variant="light" disabled={!teacherId} loading={update.isPending} onClick={assign}>
        {t('survey_wizard.audience.assign')}
      </Button>
    </Group>
  );
}

/**
 * A class teacher sees the class's link and codes and runs its survey in a lesson: the wizard names the
 * chosen classes that have none, and whoever may change classes assigns one on the spot.
 */
export function ClassTeacherGaps({ without }: { without: SchoolClass[] }) {
  const { t } = useTranslation();
  const { school, permissions } = useUserState();
  const canAssign = holdsAny(permissions, ['manage_respondents']);
  const teachers = useTeachers(canAssign && without.length ? school?.id : undefined);
  if (!without.length) return null;
  return (
    <Alert color="yellow" title={t('survey_wizard.audience.no_class_teacher_title')} data-no-class-teacher>
      <Stack gap="sm">
        <Text size="sm">
          {t('survey_wizard.audience.no_class_teacher', {
            count: without.length,
            names: without.map((klass) => klass.name).join(', '),
          })}
        </Text>
        {canAssign && teachers.data?.length ? (
          without.map((klass) => <AssignTeacher key={klass.id} klass={klass} teachers={teachers.data} />)
        ) : (
          <Text size="sm">
            {t('survey_wizard.audience.no_class_teacher_ask')}{' '}
            <Anchor component={Link} to={dashboardPaths.schoolClasses}>
              {t('survey_wizard.audience.classes_screen')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

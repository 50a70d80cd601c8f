import { Button, Select, Text } from '@mantine/core';
import { errorText } from '../../api/apiError';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/ResponsiveTable';
import { useTranslation } from '../../i18n/useTranslation';
import { type ClassStudent, type SchoolClass, useMoveStudent } from '../../queries/classes';

type Props = {
  schoolId: number;
  klass: SchoolClass;
  students: ClassStudent[];
  classes: SchoolClass[];
  canManage: boolean;
};

/** The students of a class; managers move one to another class or take them out of it. */
export function ClassStudentsTable({ schoolId, klass, students, classes, canManage }: Props) {
  const { t } = useTranslation();
  const move = useMoveStudent(schoolId);
  const otherClasses = classes.filter((other) => other.id !== klass.id);
  const fullName = (student: ClassStudent) => `${student.name} ${student.surname}`;

  const handleMove = (student: ClassStudent, target: string | null) => {
    if (!target) return;
    const destination = classes.find((other) => other.id === Number(target));
    move.mutate(
      { identityId: student.id, classId: Number(target) },
      {
        onSuccess: () =>
          notice.info(t('respondents.students.moved', { name: fullName(student), class: destination?.name })),
        onError: (error) => notice.error(errorText(error)),
      },
    );
  };

  const handleRemove = async (student: ClassStudent) => {
    const sure = await confirm({
      message: t('respondents.students.remove_confirm', { name: fullName(student), class: klass.name }),
      danger: true,
    });
    if (!sure) return;
    move.mutate(
      { identityId: student.id, classId: null },
      { onError: (error) => notice.error(errorText(error)) },
    );
  };

  if (!students.length) return <Text c="dimmed">{t('respondents.students.empty')}</Text>;
  const columns: ResponsiveColumn<ClassStudent>[] = [
    { key: 'name', header: t('respondents.students.name'), title: true, cell: fullName },
    { key: 'email', header: t('forms.email'), cell: (student) => student.email ?? '—' },
  ];
  if (canManage)
    columns.push(
      {
        key: 'move',
        header: t('respondents.students.move_to'),
        wide: true,
        cell: (student) => (
          <Select
            size="xs"
            aria-label={t('respondents.students.move_label', { name: fullName(student) })}
            placeholder={t('respondents.students.choose_class')}
            data={otherClasses.map((other) => ({ value: String(other.id), label: other.name }))}
            value={null}
            onChange={(value) => handleMove(student, value)}
            searchable
          />
        ),
      },
      {
        key: 'actions',
        header: '',
        label: t('respondents.actions'),
        align: 'right',
        cell: (student) => (
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => handleRemove(student)}>
            {t('respondents.students.remove')}
          </Button>
        ),
      },
    );
  return (
    <ResponsiveTable rows={students} columns={columns} rowKey={(student) => student.id} minWidth={600} />
  );
}

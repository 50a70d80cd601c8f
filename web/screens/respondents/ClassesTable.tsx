import { ActionIcon, Anchor, Group, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/ResponsiveTable';
import { useClassWording } from '../../hooks/classWording';
import { useTranslation } from '../../i18n/useTranslation';
import type { SchoolClass, Subject } from '../../queries/classes';
import { schoolPaths } from './schoolPaths';

type Props = {
  classes: SchoolClass[];
  subjects: Subject[];
  canManage: boolean;
  /** Where a class name leads; null shows the name only (the back office has no class page). */
  classPath?: ((id: number) => string) | null;
  onEdit: (klass: SchoolClass) => void;
  onDelete: (klass: SchoolClass) => void;
};

export function ClassesTable({
  classes,
  subjects,
  canManage,
  classPath = schoolPaths.classItem,
  onEdit,
  onDelete,
}: Props) {
  const { t } = useTranslation();
  const wording = useClassWording();
  const subjectName = (klass: SchoolClass) =>
    klass.custom_subject || subjects.find((subject) => subject.id === klass.subject_id)?.name || '—';
  const columns: ResponsiveColumn<SchoolClass>[] = [
    {
      key: 'name',
      header: t('respondents.classes.name', wording),
      title: true,
      cell: (klass) =>
        classPath ? (
          <Anchor component={Link} to={classPath(klass.id)} fw={600}>
            {klass.name}
          </Anchor>
        ) : (
          <Text span fw={600}>
            {klass.name}
          </Text>
        ),
    },
    {
      key: 'teacher',
      header: t('respondents.classes.teacher', wording),
      cell: (klass) => (klass.teacher ? `${klass.teacher.name} ${klass.teacher.surname}` : '—'),
    },
    { key: 'subject', header: t('respondents.classes.subject', wording), cell: subjectName },
    {
      key: 'expected',
      header: t('respondents.classes.expected', wording),
      align: 'right',
      cell: (klass) => klass.num_students,
    },
    {
      key: 'registered',
      header: t('respondents.classes.registered', wording),
      align: 'right',
      cell: (klass) => (
        <Text span inherit c={klass.students_registered ? undefined : 'dimmed'}>
          {klass.students_registered}
        </Text>
      ),
    },
  ];
  if (canManage)
    columns.push({
      key: 'actions',
      header: '',
      label: t('respondents.actions'),
      cell: (klass) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('common.edit')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('respondents.classes.edit_label', { ...wording, name: klass.name })}
              onClick={() => onEdit(klass)}
            >
              ✎
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('common.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('respondents.classes.delete_label', { ...wording, name: klass.name })}
              onClick={() => onDelete(klass)}
            >
              ✕
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    });
  return <ResponsiveTable rows={classes} columns={columns} rowKey={(klass) => klass.id} minWidth={640} />;
}

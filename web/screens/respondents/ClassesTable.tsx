import { ActionIcon, Anchor, Group, Table, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
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
  return (
    <Table striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('respondents.classes.name', wording)}</Table.Th>
          <Table.Th>{t('respondents.classes.teacher', wording)}</Table.Th>
          <Table.Th>{t('respondents.classes.subject', wording)}</Table.Th>
          <Table.Th ta="right">{t('respondents.classes.expected', wording)}</Table.Th>
          <Table.Th ta="right">{t('respondents.classes.registered', wording)}</Table.Th>
          {canManage && <Table.Th w={100} aria-label={t('respondents.actions')} />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {classes.map((klass) => (
          <Table.Tr key={klass.id}>
            <Table.Td>
              {classPath ? (
                <Anchor component={Link} to={classPath(klass.id)} fw={600}>
                  {klass.name}
                </Anchor>
              ) : (
                <Text span fw={600}>
                  {klass.name}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{klass.teacher ? `${klass.teacher.name} ${klass.teacher.surname}` : '—'}</Table.Td>
            <Table.Td>{subjectName(klass)}</Table.Td>
            <Table.Td ta="right">{klass.num_students}</Table.Td>
            <Table.Td ta="right">
              <Text span inherit c={klass.students_registered ? undefined : 'dimmed'}>
                {klass.students_registered}
              </Text>
            </Table.Td>
            {canManage && (
              <Table.Td>
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
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/ResponsiveTable';
import { useTranslation } from '../../i18n/useTranslation';
import type { SchoolGroup } from '../../queries/groups';
import { schoolPaths } from './schoolPaths';

type Props = {
  groups: SchoolGroup[];
  canManage: boolean;
  onEditMembers: (group: SchoolGroup) => void;
  onEdit: (group: SchoolGroup) => void;
  onDelete: (group: SchoolGroup) => void;
};

/** The school's groups: a table, on a phone one card per group. */
export function GroupsTable({ groups, canManage, onEditMembers, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const columns: ResponsiveColumn<SchoolGroup>[] = [
    {
      key: 'name',
      header: t('respondents.groups.name'),
      title: true,
      cell: (group) => (
        <Text span fw={600}>
          {group.name}
        </Text>
      ),
    },
    {
      key: 'parent_class',
      header: t('respondents.groups.parent_class'),
      cell: (group) =>
        group.parent_class_id ? (
          <Anchor component={Link} to={schoolPaths.classItem(group.parent_class_id)}>
            {group.parent_class_name}
          </Anchor>
        ) : (
          '—'
        ),
    },
    {
      key: 'members',
      header: t('respondents.groups.members'),
      align: 'right',
      cell: (group) => group.member_count,
    },
  ];
  if (canManage)
    columns.push({
      key: 'actions',
      header: t('respondents.actions'),
      align: 'right',
      wide: true,
      cell: (group) => (
        <Group gap={4} justify="flex-end" wrap="wrap">
          <Button size="compact-sm" variant="light" onClick={() => onEditMembers(group)}>
            {t('respondents.groups.edit_members')}
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={() => onEdit(group)}>
            {t('common.edit')}
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => onDelete(group)}>
            {t('common.delete')}
          </Button>
        </Group>
      ),
    });
  return <ResponsiveTable rows={groups} columns={columns} rowKey={(group) => group.id} minWidth={640} />;
}

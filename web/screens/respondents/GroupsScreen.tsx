import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../api/apiError';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { PageLoader } from '../../components/PageLoader';
import { useTranslation } from '../../i18n/useTranslation';
import { useClasses } from '../../queries/classes';
import {
  type GroupDraft,
  type SchoolGroup,
  useDeleteGroup,
  useGroups,
  useSaveGroup,
} from '../../queries/groups';
import { useDocumentTitle } from '../../routing/pageTitle';
import { GroupFormModal, type GroupFormState } from './GroupFormModal';
import { GroupMembersModal } from './GroupMembersModal';
import { GroupsTable } from './GroupsTable';
import { schoolPaths } from './schoolPaths';
import { useRespondentAccess } from './useRespondentAccess';

/** /school/groups (and /school/eu-groups): groups of respondents across classes. */
export function GroupsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.school_groups.title'));
  const { schoolId, canManage } = useRespondentAccess();
  const groups = useGroups(schoolId);
  const classes = useClasses(schoolId);
  const save = useSaveGroup(schoolId ?? 0);
  const remove = useDeleteGroup(schoolId ?? 0);
  const [form, setForm] = useState<GroupFormState | null>(null);
  const [membersOf, setMembersOf] = useState<SchoolGroup | null>(null);

  if (!schoolId || groups.isPending) return <PageLoader />;
  if (groups.isError) return <Alert color="red">{t('respondents.load_failed')}</Alert>;

  const handleSave = (draft: GroupDraft) =>
    save.mutate(
      { id: form?.mode === 'edit' ? form.activeGroup.id : null, draft },
      {
        onSuccess: () => {
          notice.info(t('respondents.groups.saved', { name: draft.name }));
          setForm(null);
        },
        onError: (error) => notice.error(errorText(error)),
      },
    );
  const handleDelete = async (group: SchoolGroup) => {
    if (
      await confirm({ message: t('respondents.groups.delete_confirm', { name: group.name }), danger: true })
    )
      remove.mutate(group.id, { onError: (error) => notice.error(errorText(error)) });
  };

  return (
    <Container size="lg" py="xl">
      <Stack>
        <Group justify="space-between">
          <div>
            <Title order={1}>{t('respondents.groups.title')}</Title>
            <Text c="dimmed">{t('respondents.groups.intro')}</Text>
          </div>
          <Group>
            <Button component={Link} to={schoolPaths.classes} variant="default">
              {t('respondents.classes.title')}
            </Button>
            {canManage && (
              <Button onClick={() => setForm({ mode: 'add-new' })}>{t('respondents.groups.new')}</Button>
            )}
          </Group>
        </Group>
        {!groups.data.length && <Alert color="gray">{t('respondents.groups.empty')}</Alert>}
        {groups.data.length > 0 && (
          <GroupsTable
            groups={groups.data}
            canManage={canManage}
            onEditMembers={setMembersOf}
            onEdit={(group) => setForm({ mode: 'edit', activeGroup: group })}
            onDelete={handleDelete}
          />
        )}
      </Stack>
      {form && (
        <GroupFormModal
          state={form}
          classes={classes.data ?? []}
          saving={save.isPending}
          onClose={() => setForm(null)}
          onSave={handleSave}
        />
      )}
      {membersOf && (
        <GroupMembersModal
          schoolId={schoolId}
          group={membersOf}
          classes={classes.data ?? []}
          onClose={() => setMembersOf(null)}
        />
      )}
    </Container>
  );
}

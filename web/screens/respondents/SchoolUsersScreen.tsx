import {
  Alert,
  Button,
  Container,
  Group,
  Pagination,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { errorText } from '../../api/apiError';
import { useUserState } from '../../auth/userStore';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { StaffPermissionsList } from '../../components/staffPermissions/StaffPermissionsList';
import { useTranslation } from '../../i18n/useTranslation';
import { useClasses } from '../../queries/classes';
import {
  type SchoolUser,
  type SchoolUserType,
  useRemoveSchoolUser,
  useSchoolUsers,
} from '../../queries/schoolUsers';
import { useDocumentTitle } from '../../routing/pageTitle';
import { InviteUserModal } from './InviteUserModal';
import { OrganizationAccessCard } from './OrganizationAccessCard';
import { SchoolUsersTable } from './SchoolUsersTable';
import { useRespondentAccess } from './useRespondentAccess';

const perPage = 50;
const tabs: ('all' | SchoolUserType)[] = ['all', 'student', 'teacher', 'parent', 'staff', 'school_admin'];

/** /school/users: everyone at the school, by role, with search, class filter, invitations and removal. */
export function SchoolUsersScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.school_users.title'));
  const { user } = useUserState();
  const { schoolId, canManage, canManageAdmins } = useRespondentAccess();
  const [tab, setTab] = useState<string>('all');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [classId, setClassId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const classes = useClasses(schoolId);
  const users = useSchoolUsers(schoolId, {
    type: tab === 'all' || tab === 'permissions' ? undefined : (tab as SchoolUserType),
    search: debouncedSearch,
    classId: classId ? Number(classId) : null,
    page,
    perPage,
  });
  const remove = useRemoveSchoolUser(schoolId ?? 0);
  const inviteTypes: SchoolUserType[] = [
    ...(canManage ? (['student', 'parent', 'teacher'] as const) : []),
    ...(canManageAdmins ? (['staff', 'school_admin'] as const) : []),
  ];

  const handleRemove = async (person: SchoolUser) => {
    const name = `${person.name} ${person.surname}`;
    if (!(await confirm({ message: t('respondents.users.remove_confirm', { name }), danger: true }))) return;
    remove.mutate(person.id, {
      onSuccess: () => notice.info(t('respondents.users.removed', { name })),
      onError: (error) => notice.error(errorText(error)),
    });
  };
  const resetPage =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(1);
    };

  return (
    <Container size="lg" py="xl">
      <Stack>
        <Group justify="space-between">
          <div>
            <Title order={1}>{t('respondents.users.title')}</Title>
            <Text c="dimmed">{t('respondents.users.intro')}</Text>
          </div>
          {schoolId && inviteTypes.length > 0 && (
            <Button onClick={() => setInviting(true)}>{t('respondents.users.invite')}</Button>
          )}
        </Group>
        <Tabs value={tab} onChange={(value) => resetPage(setTab)(value ?? 'all')}>
          <Tabs.List>
            {tabs.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`respondents.users.tabs.${value}`)}
              </Tabs.Tab>
            ))}
            {canManageAdmins && (
              <Tabs.Tab value="permissions">{t('respondents.users.tabs.permissions')}</Tabs.Tab>
            )}
          </Tabs.List>
          <Tabs.Panel value={tab} pt="md">
            {tab === 'permissions' && schoolId ? (
              <Stack>
                <OrganizationAccessCard schoolId={schoolId} canChange={user?.type !== 'organization_admin'} />
                <StaffPermissionsList organizationId={schoolId} />
              </Stack>
            ) : (
              <Stack>
                <Group grow>
                  <TextInput
                    label={t('respondents.search')}
                    value={search}
                    onChange={(event) => resetPage(setSearch)(event.currentTarget.value)}
                  />
                  <Select
                    label={t('respondents.users.class')}
                    placeholder={t('respondents.groups.all_classes')}
                    data={(classes.data ?? []).map((klass) => ({
                      value: String(klass.id),
                      label: klass.name,
                    }))}
                    value={classId}
                    onChange={resetPage(setClassId)}
                    clearable
                    disabled={!classes.data}
                  />
                </Group>
                {users.isError && <Alert color="red">{errorText(users.error)}</Alert>}
                {users.data && users.data.rows.length === 0 && (
                  <Alert color="gray">{t('respondents.nothing_found')}</Alert>
                )}
                {users.data && users.data.rows.length > 0 && (
                  <>
                    <Text size="sm" c="dimmed">
                      {t('respondents.users.count', { count: users.data.total })}
                    </Text>
                    <SchoolUsersTable
                      users={users.data.rows}
                      currentIdentityId={user?.id}
                      canRemoveRespondents={canManage}
                      canRemoveStaff={canManageAdmins}
                      onRemove={handleRemove}
                    />
                    {users.data.total > perPage && (
                      <Pagination
                        total={Math.ceil(users.data.total / perPage)}
                        value={page}
                        onChange={setPage}
                      />
                    )}
                  </>
                )}
              </Stack>
            )}
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {inviting && schoolId && (
        <InviteUserModal schoolId={schoolId} types={inviteTypes} onClose={() => setInviting(false)} />
      )}
    </Container>
  );
}

import { Alert, Anchor, Badge, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { useUserState } from '../../auth/userStore';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import { type AdminUserDetail, useAdminUser, useCreateUser, useUpdateUser } from '../../queries/adminUsers';
import { adminPaths, idParam, personName } from '../../routing/adminPaths';
import { IdentityAddForm } from './IdentityAddForm';
import { UserAccessPanel } from './UserAccessPanel';
import { UserDetailsForm } from './UserDetailsForm';
import { UserIdentitiesTable } from './UserIdentitiesTable';

function NewUser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateUser();
  return (
    <UserDetailsForm
      saving={create.isPending}
      error={create.error}
      onSubmit={(values) =>
        create.mutate(
          { ...values, send_password_link: values.send_password_link ?? false },
          {
            onSuccess: (user) => {
              notice.info(
                t(
                  values.send_password_link
                    ? 'back_office.user.created_with_link'
                    : 'back_office.user.created',
                ),
              );
              navigate(adminPaths.user(user.id), { replace: true });
            },
          },
        )
      }
    />
  );
}

const Section = ({ title }: { title: string }) => (
  <>
    <Divider />
    <Title order={2} size="h4">
      {title}
    </Title>
  </>
);

function ExistingUser({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const update = useUpdateUser(user.id);
  const isSelf = useUserState().user?.user_id === user.id;
  return (
    <Stack>
      <Group gap="sm">
        <Title order={1}>{personName(user)}</Title>
        {user.disabled && <Badge color="red">{t('back_office.user.disabled_badge')}</Badge>}
      </Group>
      <Text size="sm" c="dimmed">
        {user.username}
      </Text>
      <UserDetailsForm
        user={user}
        saving={update.isPending}
        error={update.error}
        onSubmit={(values) =>
          update.mutate(values, { onSuccess: () => notice.info(t('back_office.user.saved')) })
        }
      />
      <Section title={t('back_office.user.access_section')} />
      <UserAccessPanel user={user} isSelf={isSelf} />
      <Section title={t('back_office.user.identities_section')} />
      <UserIdentitiesTable user={user} isSelf={isSelf} />
      <Section title={t('back_office.user.add_identity_section')} />
      <IdentityAddForm userId={user.id} onAdded={() => notice.info(t('back_office.identities.added'))} />
    </Stack>
  );
}

function LoadedUser({ id }: { id: number }) {
  const { t } = useTranslation();
  const user = useAdminUser(id);
  if (user.isError) return <Alert color="red">{errorText(user.error)}</Alert>;
  if (!user.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  return <ExistingUser key={user.data.id} user={user.data} />;
}

/** /admin/users/{id}: create (id new) or edit a user, disable them, and manage their roles. */
export function AdminUserScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const id = idParam(params.id);
  let body = <Alert color="red">{t('back_office.not_found')}</Alert>;
  if (params.id === 'new') {
    body = (
      <Stack>
        <Title order={1}>{t('back_office.user.new_title')}</Title>
        <NewUser />
      </Stack>
    );
  } else if (id !== null) body = <LoadedUser id={id} />;
  return (
    <Container size="md" py="xl">
      <Stack>
        <Anchor component={Link} to={adminPaths.users} size="sm">
          {t('back_office.back_to_users')}
        </Anchor>
        {body}
      </Stack>
    </Container>
  );
}

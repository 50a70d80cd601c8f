import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { api } from '../../api/client';
import { isDeadLink } from '../../api/formErrors';
import { PageLoader } from '../../components/PageLoader';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthCard } from './AuthCard';
import { InviteAcceptForm } from './InviteAcceptForm';

export type Invitation = {
  organization: { id: number; name: string; type: string };
  type: string;
  email: string;
  account_exists: boolean;
};

/** /auth/invite/:token: who invites whom as what; accepting signs the person in with the new role. */
export function InviteScreen() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const invitation = useQuery({
    queryKey: ['invitation', token],
    // null: the link is used, expired or no link at all.
    queryFn: async () => (await api.get<Invitation | null>(`auth/invite/${encodeURIComponent(token)}`)).data,
    enabled: token !== '',
    retry: false,
  });

  if (!token || isDeadLink(invitation.error)) return <Navigate replace to="/mailedurlexpired" />;
  if (invitation.isPending) {
    return <PageLoader />;
  }
  if (invitation.isError) {
    return (
      <AuthCard title={t('invite.title')}>
        <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {errorText(invitation.error)}
        </Alert>
      </AuthCard>
    );
  }
  const { data } = invitation;
  if (data === null) return <Navigate replace to="/mailedurlexpired" />;
  return (
    <AuthCard title={t('invite.title')}>
      <Stack>
        <Text fw={600}>
          {t('invite.invites_you', {
            organization: data.organization.name,
            role: t(`identity_types.${data.type}`),
          })}
        </Text>
        <Text size="sm">{t('invite.invited_email', { email: data.email })}</Text>
        <Text size="sm" c="dimmed">
          {t(data.account_exists ? 'invite.sign_in_to_accept' : 'invite.create_account')}
        </Text>
        <InviteAcceptForm token={token} accountExists={data.account_exists} email={data.email} />
      </Stack>
    </AuthCard>
  );
}

import { Alert, Button, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { errorText } from '../../api/apiError';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { formatDateTime } from '../../components/periods/periodDates';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/ResponsiveTable';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type CampaignDetail,
  type CampaignRecipient,
  recipientsPageSize,
  useCampaignRecipients,
  useResendUnconfirmed,
} from '../../queries/invitationCampaigns';
import { EmailListEditor } from './EmailListEditor';
import { RecipientStatusBadges } from './RecipientStatusBadge';

/** The campaign's addresses with each one's status, a page at a time. */
export function RecipientsTab({ campaign }: { campaign: CampaignDetail }) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(0);
  const recipients = useCampaignRecipients(campaign.id, debounced, page);
  const pages = Math.max(1, Math.ceil((recipients.data?.total ?? 0) / recipientsPageSize));
  const columns: ResponsiveColumn<CampaignRecipient>[] = [
    { key: 'email', header: t('invitations.recipients.email'), title: true, cell: (row) => row.email },
    {
      key: 'language',
      header: t('invitations.recipients.language'),
      cell: (row) => row.language.toUpperCase(),
    },
    {
      key: 'source',
      header: t('invitations.recipients.source'),
      cell: (row) => t(`invitations.recipients.source_${row.source}`),
    },
    {
      key: 'status',
      header: t('invitations.recipients.status'),
      wide: true,
      cell: (row) => <RecipientStatusBadges recipient={row} />,
    },
    {
      key: 'sent_at',
      header: t('invitations.recipients.sent_at'),
      cell: (row) => (row.sent_at ? formatDateTime(row.sent_at, i18n.language) : '—'),
    },
  ];
  return (
    <Stack gap="lg">
      {campaign.summary.unconfirmed > 0 && <UnconfirmedNotice campaign={campaign} />}
      <EmailListEditor campaign={campaign} />
      <TextInput
        label={t('invitations.recipients.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(0);
        }}
        maw={360}
      />
      {recipients.isError && <Alert color="red">{errorText(recipients.error)}</Alert>}
      {recipients.data && !recipients.data.rows.length && (
        <Text c="dimmed">{t('invitations.recipients.empty')}</Text>
      )}
      {!!recipients.data?.rows.length && (
        <ResponsiveTable
          rows={recipients.data.rows}
          columns={columns}
          rowKey={(row) => row.id}
          rowAttributes={(row) => ({ 'data-recipient': row.email })}
          minWidth={640}
        />
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page + 1} onChange={(next) => setPage(next - 1)} />
        </Group>
      )}
    </Stack>
  );
}

/**
 * Mails sealed before the sending server stopped and never answered: they may or may not have arrived.
 * The super-admin may send them again, knowing some recipients will then have it twice.
 */
function UnconfirmedNotice({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const resend = useResendUnconfirmed(campaign.id);
  const count = campaign.summary.unconfirmed;

  async function handleResend() {
    const accepted = await confirm({
      message: t('invitations.status.unconfirmed_confirm', { count }),
      confirmLabel: t('invitations.status.unconfirmed_confirm_button'),
      cancelLabel: t('common.cancel'),
    });
    if (!accepted) return;
    resend.mutate(undefined, {
      onSuccess: (result) =>
        notice.info(t('invitations.status.unconfirmed_queued', { count: result.recipients })),
      onError: (error) => notice.error(errorText(error)),
    });
  }

  return (
    <Alert
      color="yellow"
      title={t('invitations.status.unconfirmed_title', { count })}
      data-unconfirmed-notice
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('invitations.status.unconfirmed_explanation')}</Text>
        <Button color="yellow" variant="filled" onClick={handleResend} loading={resend.isPending}>
          {t('invitations.status.unconfirmed_resend', { count })}
        </Button>
      </Stack>
    </Alert>
  );
}

import { Alert, Anchor, Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../api/apiError';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { formatDate } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { useCampaign, useDeleteCampaign } from '../../queries/invitationCampaigns';
import { type CampaignTab, campaignTabs, invitationPaths } from './invitationPaths';
import { RecipientsTab } from './RecipientsTab';
import { SendingTab } from './SendingTab';
import { TemplatesTab } from './TemplatesTab';

/** One campaign: who it reaches and how they stand, the mail's wording, and the rounds of sending. */
export function CampaignDetailView({ id, tab }: { id: number; tab: CampaignTab }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const campaign = useCampaign(id);
  const remove = useDeleteCampaign();
  if (campaign.isError) return <Alert color="red">{errorText(campaign.error)}</Alert>;
  if (!campaign.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  const data = campaign.data;

  async function handleDelete() {
    if (!(await confirm({ message: t('invitations.delete.confirm', { name: data.name }) }))) return;
    remove.mutate(id, {
      onSuccess: () => {
        notice.info(t('invitations.delete.done'));
        navigate(invitationPaths.list);
      },
      onError: (error) => notice.error(errorText(error)),
    });
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={invitationPaths.list} size="sm">
        {t('invitations.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{data.name}</Title>
          <Text c="dimmed">
            {data.organization_name} · {data.period.name} (#{data.period.id}) ·{' '}
            {t('invitations.closes', {
              date: formatDate(data.period.ends_at, i18n.language),
            })}
          </Text>
        </div>
        <Button color="red" variant="light" onClick={handleDelete} loading={remove.isPending}>
          {t('invitations.delete.button')}
        </Button>
      </Group>
      <Group gap="xs">
        <Badge variant="light">{t('invitations.summary.total', { count: data.summary.total })}</Badge>
        <Badge variant="light" color="cyan">
          {t('invitations.summary.opened', { count: data.summary.opened })}
        </Badge>
        <Badge variant="light" color="green">
          {t('invitations.summary.finished', { count: data.summary.finished })}
        </Badge>
        <Badge variant="light" color="gray">
          {t('invitations.summary.unsubscribed', { count: data.summary.unsubscribed })}
        </Badge>
        {data.summary.unconfirmed > 0 && (
          <Badge variant="light" color="yellow">
            {t('invitations.summary.unconfirmed', { count: data.summary.unconfirmed })}
          </Badge>
        )}
      </Group>
      <Tabs
        value={tab}
        onChange={(next) => next && navigate(invitationPaths.campaign(id, next as CampaignTab))}
      >
        <Tabs.List>
          {campaignTabs.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`invitations.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="recipients" pt="md">
          {tab === 'recipients' && <RecipientsTab campaign={data} />}
        </Tabs.Panel>
        <Tabs.Panel value="templates" pt="md">
          {tab === 'templates' && <TemplatesTab campaign={data} />}
        </Tabs.Panel>
        <Tabs.Panel value="sending" pt="md">
          {tab === 'sending' && <SendingTab campaign={data} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

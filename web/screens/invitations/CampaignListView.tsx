import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../api/apiError';
import { describeFailure } from '../../api/formErrors';
import { PeriodPicker } from '../../components/PeriodPicker';
import { formatDate } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { useCampaigns, useCreateCampaign } from '../../queries/invitationCampaigns';
import { invitationPaths } from './invitationPaths';

function CreateCampaignForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCampaign();
  const [name, setName] = useState('');
  const [periodId, setPeriodId] = useState<number | null>(null);
  const failure = describeFailure(create.error, ['name', 'surveyPeriodId']);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), surveyPeriodId: Number(periodId) },
      { onSuccess: (campaign) => navigate(invitationPaths.campaign(campaign.id, 'recipients')) },
    );
  }

  return (
    <Card withBorder component="form" onSubmit={handleSubmit} noValidate>
      <Stack>
        <Title order={3}>{t('invitations.create.title')}</Title>
        {failure.alert && <Alert color="red">{failure.alert}</Alert>}
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('invitations.create.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={failure.fields.name}
            required
            style={{ flex: 2, minWidth: 220 }}
          />
          <div style={{ flex: 3, minWidth: 280 }}>
            <PeriodPicker
              label={t('invitations.create.period')}
              value={periodId}
              onChange={setPeriodId}
              error={failure.fields.surveyPeriodId}
              required
              notClosed
            />
          </div>
          <Button type="submit" loading={create.isPending} disabled={!name.trim() || !periodId}>
            {t('invitations.create.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Every campaign, newest first, and a form to start one. */
export function CampaignListView() {
  const { t, i18n } = useTranslation();
  const campaigns = useCampaigns();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('invitations.title')}</Title>
      <Text c="dimmed">{t('invitations.intro')}</Text>
      <CreateCampaignForm />
      {campaigns.isError && <Alert color="red">{errorText(campaigns.error)}</Alert>}
      {campaigns.data && !campaigns.data.length && <Text c="dimmed">{t('invitations.list.empty')}</Text>}
      {!!campaigns.data?.length && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invitations.list.name')}</Table.Th>
                <Table.Th>{t('invitations.list.period')}</Table.Th>
                <Table.Th>{t('invitations.list.organization')}</Table.Th>
                <Table.Th>{t('invitations.list.recipients')}</Table.Th>
                <Table.Th>{t('invitations.list.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {campaigns.data.map((campaign) => (
                <Table.Tr key={campaign.id}>
                  <Table.Td>
                    <Anchor component={Link} to={invitationPaths.campaign(campaign.id)}>
                      {campaign.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {campaign.period_name}{' '}
                    <Text span c="dimmed" size="sm">
                      #{campaign.surveyPeriodId}
                    </Text>
                  </Table.Td>
                  <Table.Td>{campaign.organization_name}</Table.Td>
                  <Table.Td>{campaign.recipient_count}</Table.Td>
                  <Table.Td>{formatDate(campaign.created_at, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

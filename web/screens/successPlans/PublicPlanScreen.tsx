import { Alert, Card, Container, List, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { ActionStatusBadge } from '../../components/actionPlans/ActionStatusBadge';
import { FocusFiguresTable } from '../../components/actionPlans/FocusFiguresTable';
import { formatDate } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { usePublicPlan } from '../../queries/actionPlans';

/** Spec §2 /success-plan/{id} (public): "You said, we did" — what the survey found, what the school does, progress. */
export function PublicPlanScreen() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const plan = usePublicPlan(id);
  if (plan.isError) {
    return (
      <Container size="md" py="xl">
        <Alert color="gray" title={t('successPlans.public.gone_title')}>
          {t('successPlans.public.gone')}
        </Alert>
      </Container>
    );
  }
  if (!plan.data) return <Container py="xl">{t('common.loading')}</Container>;
  const data = plan.data;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Text c="dimmed">{t('successPlans.public.kicker', { school: data.school })}</Text>
          <Title order={1}>{data.title}</Title>
          {data.published_at && (
            <Text size="sm" c="dimmed">
              {t('successPlans.public.published', {
                date: formatDate(data.published_at, i18n.language),
              })}
            </Text>
          )}
        </div>
        <Card withBorder padding="md" component="section" aria-labelledby="you-said">
          <Title order={2} size="h3" id="you-said" mb="xs">
            {t('successPlans.public.you_said')}
          </Title>
          <Text size="sm" mb="sm">
            {data.figures.before.respondents === null
              ? t('successPlans.public.found_hidden', { period: data.figures.before.name })
              : t('successPlans.public.found', {
                  period: data.figures.before.name,
                  count: data.figures.before.respondents,
                })}
          </Text>
          <FocusFiguresTable figures={data.figures} />
          <Text size="xs" c="dimmed" mt="xs">
            {t('actionPlans.figures.explain')}
          </Text>
        </Card>
        <Card withBorder padding="md" component="section" aria-labelledby="we-did">
          <Title order={2} size="h3" id="we-did" mb="xs">
            {t('successPlans.public.we_did')}
          </Title>
          {data.description && (
            <Text mb="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {data.description}
            </Text>
          )}
          <Text size="sm" fw={600} mb="xs">
            {t('actionPlans.progress', { done: data.progress.done, total: data.progress.total })}
          </Text>
          <List spacing="xs">
            {data.actions.map((action) => (
              <List.Item key={`${action.title}|${action.due_on}|${action.status}`}>
                {action.title} <ActionStatusBadge status={action.status} />
              </List.Item>
            ))}
          </List>
        </Card>
      </Stack>
    </Container>
  );
}

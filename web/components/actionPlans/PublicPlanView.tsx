import { Card, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import type { PublicPlan } from '../../queries/actionPlans';
import { formatDate } from '../periods/periodDates';
import { ActionStatusBadge } from './ActionStatusBadge';
import { FocusFiguresTable } from './FocusFiguresTable';

/**
 * "You said, we did" as the public reads it: what the survey found, what the school does, progress. The
 * published page shows it, and so does the preview before publishing (`headingLevel` 2 inside a dialog).
 */
export function PublicPlanView({ plan, headingLevel = 1 }: { plan: PublicPlan; headingLevel?: 1 | 2 }) {
  const { t, i18n } = useTranslation();
  const section = headingLevel === 1 ? 2 : 3;
  return (
    <Stack gap="lg">
      <div>
        <Text c="dimmed">{t('successPlans.public.kicker', { school: plan.school })}</Text>
        <Title order={headingLevel}>{plan.title}</Title>
        {plan.published_at && (
          <Text size="sm" c="dimmed">
            {t('successPlans.public.published', { date: formatDate(plan.published_at, i18n.language) })}
          </Text>
        )}
      </div>
      <Card withBorder padding="md" component="section" aria-labelledby="you-said">
        <Title order={section} size="h3" id="you-said" mb="xs">
          {t('successPlans.public.you_said')}
        </Title>
        <Text size="sm" mb="sm">
          {plan.figures.before.respondents === null
            ? t('successPlans.public.found_hidden', { period: plan.figures.before.name })
            : t('successPlans.public.found', {
                period: plan.figures.before.name,
                count: plan.figures.before.respondents,
              })}
        </Text>
        <FocusFiguresTable figures={plan.figures} />
        <Text size="xs" c="dimmed" mt="xs">
          {t('actionPlans.figures.explain')}
        </Text>
      </Card>
      <Card withBorder padding="md" component="section" aria-labelledby="we-did">
        <Title order={section} size="h3" id="we-did" mb="xs">
          {t('successPlans.public.we_did')}
        </Title>
        {plan.description && (
          <Text mb="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {plan.description}
          </Text>
        )}
        <Text size="sm" fw={600} mb="xs">
          {t('actionPlans.progress', { done: plan.progress.done, total: plan.progress.total })}
        </Text>
        <List spacing="xs">
          {plan.actions.map((action) => (
            <List.Item key={`${action.title}|${action.due_on}|${action.status}`}>
              {action.title} <ActionStatusBadge status={action.status} />
            </List.Item>
          ))}
        </List>
      </Card>
    </Stack>
  );
}

import { Alert, Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { localizedText } from '../../../common/localizedText';
import { formatRate, formatScoreAndShare } from '../../../common/results/numbers';
import { errorText } from '../../api/apiError';
import { actionPlanPath } from '../../components/actionPlans/actionPlanPaths';
import { improvedGreen } from '../../components/actionPlans/improvedGreen';
import { useTranslation } from '../../i18n/useTranslation';
import { type PlanSummary, useActionPlans } from '../../queries/actionPlans';

function MovedVerdict({ plan }: { plan: PlanSummary }) {
  const { t } = useTranslation();
  if (plan.figures.moved === null)
    return (
      <Text size="sm" c="dimmed">
        {t('actionPlans.list.not_remeasured')}
      </Text>
    );
  return (
    <Text size="sm" fw={600} c={plan.figures.moved ? improvedGreen : 'gray.7'}>
      {t(plan.figures.moved ? 'actionPlans.list.moved' : 'actionPlans.list.not_moved', {
        period: plan.figures.after?.name,
      })}
    </Text>
  );
}

/**
 * Every plan the viewer sees; an organisation admin sees their schools side by side. `canMake`: the
 * viewer may make plans (the New plan button is theirs); else the empty list says so for a reader.
 */
export function ActionPlanList({ canMake }: { canMake: boolean }) {
  const { t, i18n } = useTranslation();
  const plans = useActionPlans();
  if (plans.isError) return <Alert color="red">{errorText(plans.error)}</Alert>;
  if (!plans.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (plans.data.length === 0)
    return <Text c="dimmed">{t(canMake ? 'actionPlans.list.none' : 'actionPlans.list.none_reader')}</Text>;
  const severalSchools =
    new Set(plans.data.map((plan) => plan.school.id)).size > 1 || plans.data.some((p) => !p.can_edit);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped data-testid="action-plan-list">
        <Table.Thead>
          <Table.Tr>
            {severalSchools && <Table.Th>{t('actionPlans.list.school')}</Table.Th>}
            <Table.Th>{t('actionPlans.list.plan')}</Table.Th>
            <Table.Th>{t('actionPlans.list.focus')}</Table.Th>
            <Table.Th>{t('actionPlans.list.progress')}</Table.Th>
            <Table.Th>{t('actionPlans.list.remeasured')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plans.data.map((plan) => (
            <Table.Tr key={plan.id}>
              {severalSchools && <Table.Td>{plan.school.name}</Table.Td>}
              <Table.Td>
                <Anchor component={Link} to={actionPlanPath(plan.id)} fw={600}>
                  {plan.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {plan.period.name}
                  {plan.published ? ` · ${t('actionPlans.list.published')}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                {plan.figures.focus.map((item) => (
                  <Text key={`${item.kind}:${item.ref}`} size="sm">
                    {localizedText(item.name, i18n.language)} —{' '}
                    {formatScoreAndShare(item.before.score, item.before.favourable, i18n.language)}
                    {item.after
                      ? ` → ${formatScoreAndShare(item.after.score, item.after.favourable, i18n.language)}`
                      : ''}
                    {item.goal !== null
                      ? ` (${t('actionPlans.list.goal', { goal: formatRate(item.goal, i18n.language) })})`
                      : ''}
                  </Text>
                ))}
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm">
                    {t('actionPlans.progress', { done: plan.progress.done, total: plan.progress.total })}
                  </Text>
                  {plan.progress.overdue > 0 && (
                    <Badge color="red" variant="light" style={{ textTransform: 'none' }}>
                      {t('actionPlans.overdue_count', { count: plan.progress.overdue })}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <MovedVerdict plan={plan} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

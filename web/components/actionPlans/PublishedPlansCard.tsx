import { Anchor, Card, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useUserState } from '../../auth/userStore';
import { useTranslation } from '../../i18n/useTranslation';
import { usePublishedPlans } from '../../queries/actionPlans';
import { publicPlanPath } from './actionPlanPaths';

const schoolMembers = new Set(['student', 'parent', 'teacher', 'staff', 'school_admin']);

/** "You said, we did": the school's published plans, on the student, parent and teacher dashboards. */
export function PublishedPlansCard() {
  const { t } = useTranslation();
  const { user } = useUserState();
  const plans = usePublishedPlans(!!user && schoolMembers.has(user.type));
  if (!plans.data?.length) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="published-plans-title">
      <Title order={2} size="h4" id="published-plans-title">
        {t('actionPlans.published_card.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('actionPlans.published_card.intro')}
      </Text>
      <List spacing="xs">
        {plans.data.map((plan) => (
          <List.Item key={plan.token}>
            <Anchor component={Link} to={publicPlanPath(plan.token)}>
              {plan.title}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}

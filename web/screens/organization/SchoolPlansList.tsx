import { Anchor, Box, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { publicPlanPath } from '../../components/actionPlans/actionPlanPaths';
import { formatDate } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import type { OrganizationPage } from '../../queries/organizations';

/** "What we are doing": a school's published "You said, we did" plans, on its public page. */
export function SchoolPlansList({ plans }: { plans: OrganizationPage['plans'] }) {
  const { t, i18n } = useTranslation();
  if (!plans?.length) return null;
  return (
    <Box component="section" aria-labelledby="org-plans">
      <Title order={2} id="org-plans" mb="xs">
        {t('pages.organization.plans.title')}
      </Title>
      <Text c="gray.8" mb="md">
        {t('pages.organization.plans.intro')}
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {plans.map((plan) => (
          <Card component="li" key={plan.token} withBorder padding="md" radius="md" data-school-plan>
            <Anchor component={Link} to={publicPlanPath(plan.token)} fw={600} size="lg">
              {plan.title}
            </Anchor>
            {plan.published_at && (
              <Text size="sm" c="dimmed">
                {t('successPlans.public.published', { date: formatDate(plan.published_at, i18n.language) })}
              </Text>
            )}
          </Card>
        ))}
      </Stack>
    </Box>
  );
}

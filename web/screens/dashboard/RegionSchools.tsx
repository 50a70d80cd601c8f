import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { RegionSchool } from '../../../common/dashboards/types';
import { localizedText } from '../../../common/localizedText';
import { publicPlanPath } from '../../components/actionPlans/actionPlanPaths';
import { PageLoader } from '../../components/PageLoader';
import { formatDate } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { useRegionSchools } from '../../queries/dashboards';
import { resultsPaths } from '../../routing/resultsPaths';
import { SchoolLatest } from './schoolCells';

function SchoolPlans({ plans }: { plans: RegionSchool['plans'] }) {
  const { t, i18n } = useTranslation();
  if (plans.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('dashboards.region.no_plans')}
      </Text>
    );
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {plans.map((plan) => (
        <li key={plan.token}>
          <Anchor component={Link} to={publicPlanPath(plan.token)} size="sm" data-region-plan>
            {plan.title}
          </Anchor>
          {plan.published_at && (
            <Text span size="xs" c="dimmed">
              {' · '}
              {t('successPlans.public.published', { date: formatDate(plan.published_at, i18n.language) })}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}

/**
 * A regional officer's schools (those of the property values they were given): each school's latest
 * released score and change, named by its period, and its published plans ("what they are doing").
 */
export function RegionSchools() {
  const { t, i18n } = useTranslation();
  const region = useRegionSchools(true);
  if (region.isError) return <Alert color="red">{t('dashboards.load_failed')}</Alert>;
  if (!region.data) return <PageLoader />;
  const values = region.data.values.map((value) => localizedText(value, i18n.language)).join(', ');
  return (
    <Stack gap="sm" component="section" aria-labelledby="region-schools">
      <Title order={2} id="region-schools">
        {t('dashboards.region.title', { values })}
      </Title>
      <Text c="dimmed" size="sm">
        {t('dashboards.region.intro')}
      </Text>
      {region.data.schools.length === 0 ? (
        <Text c="dimmed">{t('dashboards.region.none')}</Text>
      ) : (
        <Anchor component={Link} to={resultsPaths.organizationSchools} size="sm">
          {t('dashboards.region.side_by_side')}
        </Anchor>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {region.data.schools.map((school) => (
          <Card key={school.id} withBorder padding="md" data-region-school={school.name}>
            <Text fw={600}>{school.name}</Text>
            <Text size="xs" c="dimmed" mb="xs">
              {[school.organization, school.city].filter(Boolean).join(' · ')}
            </Text>
            <Group align="flex-start" gap="xl" wrap="wrap">
              <Stack gap={2} miw={180}>
                <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                  {t('dashboards.schools.latest')}
                </Text>
                <SchoolLatest latest={school.latest} hasResults />
              </Stack>
              <Stack gap={2} miw={180}>
                <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                  {t('dashboards.region.plans')}
                </Text>
                <SchoolPlans plans={school.plans} />
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

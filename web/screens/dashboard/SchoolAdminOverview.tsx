import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { holdsAny, useUserState } from '../../auth/userStore';
import { MyActionTasksCard } from '../../components/actionPlans/MyActionTasksCard';
import { PageLoader } from '../../components/PageLoader';
import { useSchoolId } from '../../hooks/useSchoolId';
import { useTranslation } from '../../i18n/useTranslation';
import { useSchoolAdminDashboard } from '../../queries/dashboards';
import { surveyPaths } from '../../routing/surveyPaths';
import { HighlightsCard } from './HighlightsCard';
import { RunningPeriodsCard } from './RunningPeriodsCard';
import { ToDosCard } from './ToDosCard';

/** Nothing runs: New survey and Run a survey, for whoever may do them (a new school starts here). */
function StartSurveyButtons() {
  const { t } = useTranslation();
  const { permissions } = useUserState();
  const canDesign = holdsAny(permissions, ['manage_survey_design', 'survey_management']);
  const canRun = holdsAny(permissions, ['manage_survey_periods', 'survey_management']);
  if (!canDesign && !canRun) return null;
  return (
    <Group gap="sm">
      {canDesign && (
        <Button component={Link} to={surveyPaths.create} variant={canRun ? 'default' : 'filled'}>
          {t('survey_create.title')}
        </Button>
      )}
      {canRun && (
        <Button component={Link} to={surveyPaths.wizard()}>
          {t('survey_periods.run')}
        </Button>
      )}
    </Group>
  );
}

/** The school admin's home: running periods (refreshing by themselves), what needs doing, the latest results. */
export function SchoolAdminOverview() {
  const { t } = useTranslation();
  const dashboard = useSchoolAdminDashboard(useSchoolId());
  if (dashboard.isError) return <Alert color="red">{t('dashboards.load_failed')}</Alert>;
  if (!dashboard.data) return <PageLoader />;
  const { running, to_dos, highlights, can } = dashboard.data;
  return (
    <Stack gap="lg">
      {running && (
        <RunningPeriodsCard
          periods={running}
          showOverall
          periodPath={surveyPaths.period}
          whenNone={<StartSurveyButtons />}
        />
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ToDosCard toDos={to_dos} />
        {highlights ? (
          <HighlightsCard highlights={highlights} canPlan={can.results} />
        ) : (
          can.results && <Alert color="gray">{t('dashboards.highlights.none')}</Alert>
        )}
      </SimpleGrid>
      <MyActionTasksCard />
    </Stack>
  );
}

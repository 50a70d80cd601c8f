import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useUserState } from '../../auth/userStore';
import { PageLoader } from '../../components/PageLoader';
import { SchoolRequiredNotice } from '../../components/SchoolRequiredNotice';
import { SchoolYearSelect, useSchoolYearFilter } from '../../components/SchoolYearFilter';
import { useTranslation } from '../../i18n/useTranslation';
import { useClasses } from '../../queries/classes';
import { useGroups } from '../../queries/groups';
import { usePeriods } from '../../queries/periods';
import { useSurveyList } from '../../queries/surveyList';
import { useDocumentTitle } from '../../routing/pageTitle';
import { surveyPaths } from '../../routing/surveyPaths';
import { OwnSurveysTable } from './OwnSurveysTable';
import { PeriodDetail } from './PeriodDetail';
import { PeriodTable } from './PeriodTable';
import { ParentPeriodsOverview } from './parentPeriods/ParentPeriodsOverview';
import { useSurveyAccess } from './useSurveyAccess';

function PeriodsOverview({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation();
  const { canSeeDesigns, canSeePeriods, canManagePeriods, canDesign } = useSurveyAccess();
  const periods = usePeriods(schoolId, canSeePeriods);
  const ownSurveys = useSurveyList('own', canSeeDesigns);
  const classes = useClasses(schoolId);
  const groups = useGroups(schoolId);
  const yearFilter = useSchoolYearFilter(periods.data);
  const shown = yearFilter.shown;

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>{t('survey_periods.title')}</Title>
            <Text c="dimmed">{t('survey_periods.intro')}</Text>
          </div>
          <Group gap="sm">
            {canDesign && (
              <Button
                component={Link}
                to={surveyPaths.create}
                variant={canManagePeriods ? 'default' : 'filled'}
              >
                {t('survey_create.title')}
              </Button>
            )}
            {canManagePeriods && (
              <Button component={Link} to={surveyPaths.wizard()}>
                {t('survey_periods.run')}
              </Button>
            )}
          </Group>
        </Group>
        {canSeePeriods && (
          <Stack gap="sm">
            <Group justify="space-between" align="flex-end">
              <Title order={2} size="h3">
                {t('survey_periods.periods_heading')}
              </Title>
              <SchoolYearSelect filter={yearFilter} />
            </Group>
            {periods.isPending ? (
              <PageLoader />
            ) : periods.isError ? (
              <Alert color="red">{t('survey_periods.load_failed')}</Alert>
            ) : periods.data.length ? (
              <PeriodTable periods={shown} classes={classes.data ?? []} groups={groups.data ?? []} />
            ) : (
              <Alert color="gray">{t('survey_periods.no_periods')}</Alert>
            )}
          </Stack>
        )}
        {canSeeDesigns && (
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('survey_periods.own.heading')}
            </Title>
            {ownSurveys.isPending ? (
              <PageLoader />
            ) : ownSurveys.isError ? (
              <Alert color="red">{t('survey_periods.load_failed')}</Alert>
            ) : ownSurveys.data.length ? (
              <OwnSurveysTable surveys={ownSurveys.data} canRun={canManagePeriods} />
            ) : (
              <Alert color="gray">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{t('survey_periods.own.none')}</Text>
                  {canDesign && (
                    <Button component={Link} to={surveyPaths.create} size="xs">
                      {t('survey_create.title')}
                    </Button>
                  )}
                </Stack>
              </Alert>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

/** /school/surveys/{poll?}: the school's surveys and periods; with a period id, that period. */
export function PeriodsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.school_surveys.title'));
  const { poll } = useParams();
  const { schoolId } = useSurveyAccess();
  const { school } = useUserState();
  const periodId = Number(poll);
  // An organisation admin runs parent periods over its schools (/organization/surveys/{id?}).
  if (school?.type === 'organization')
    return (
      <ParentPeriodsOverview organization={school} selectedId={poll === undefined ? undefined : periodId} />
    );
  if (!schoolId) return <SchoolRequiredNotice />;
  if (poll !== undefined)
    return Number.isInteger(periodId) && periodId > 0 ? (
      <PeriodDetail schoolId={schoolId} periodId={periodId} />
    ) : (
      <Container size="lg" py="xl">
        <Alert color="yellow">{t('survey_periods.not_found')}</Alert>
      </Container>
    );
  return <PeriodsOverview schoolId={schoolId} />;
}

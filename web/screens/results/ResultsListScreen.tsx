import { Alert, Anchor, Container, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { ResultsPeriod } from '../../../common/results/types';
import { errorText } from '../../api/apiError';
import { PageLoader } from '../../components/PageLoader';
import { useResultsPeriods } from '../../queries/results';
import { NoResultsAccess } from './NoResultsAccess';
import { ResultsPeriodTable } from './ResultsPeriodTable';
import { useResultsAccess } from './resultsAccess';
import { resultsPaths } from './resultsPaths';

/** The school years the periods count in, newest first. */
function schoolYearsOf(periods: ResultsPeriod[]) {
  const years = new Map<number, string>();
  for (const period of periods)
    if (period.school_year) years.set(period.school_year.year, period.school_year.name);
  return [...years.entries()].sort((a, b) => b[0] - a[0]);
}

/** /school/results and /organization/results: the periods whose results the viewer may open. */
export function ResultsListScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const area = pathname.startsWith('/organization') ? 'organization' : 'school';
  const access = useResultsAccess();
  const allowed = area === 'organization' ? access.organization : access.school;
  const periods = useResultsPeriods(access.loaded && allowed);
  const [params, setParams] = useSearchParams();
  const years = schoolYearsOf(periods.data ?? []);
  const year = years.some(([value]) => String(value) === params.get('year')) ? params.get('year') : null;
  const shown = (periods.data ?? []).filter((period) => !year || String(period.school_year?.year) === year);

  if (!access.loaded) return <PageLoader />;
  if (!allowed) return <NoResultsAccess />;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{t(`results.list.title_${area}`)}</Title>
            <Text c="dimmed">
              {t(access.ownClassesOnly ? 'results.list.intro_own_classes' : 'results.list.intro')}
            </Text>
          </div>
          {years.length > 1 && (
            <Select
              label={t('survey_periods.school_year')}
              data={[
                { value: '', label: t('survey_periods.all_school_years') },
                ...years.map(([value, name]) => ({ value: String(value), label: name })),
              ]}
              value={year ?? ''}
              onChange={(value) => setParams(value ? { year: value } : {}, { replace: true })}
              allowDeselect={false}
              w={200}
            />
          )}
        </Group>
        {periods.isPending ? (
          <PageLoader />
        ) : periods.isError ? (
          <Alert color="red" title={t('results.list.load_failed')}>
            {errorText(periods.error)}
          </Alert>
        ) : periods.data.length ? (
          <ResultsPeriodTable periods={shown} area={area} classLabelIsGroups={access.classLabelIsGroups} />
        ) : (
          <Alert color="gray" title={t('results.list.empty_title')}>
            {t('results.list.empty_body')}{' '}
            <Anchor component={Link} to={resultsPaths.demo}>
              {t('results.list.see_demo')}
            </Anchor>
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

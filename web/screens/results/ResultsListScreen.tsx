import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { errorText } from '../../api/apiError';
import { PageLoader } from '../../components/PageLoader';
import { SchoolYearSelect, useSchoolYearFilter } from '../../components/SchoolYearFilter';
import { useTranslation } from '../../i18n/useTranslation';
import { useResultsPeriods } from '../../queries/results';
import { resultsPaths } from '../../routing/resultsPaths';
import { NoResultsAccess } from './NoResultsAccess';
import { ResultsPeriodTable } from './ResultsPeriodTable';
import { useResultsAccess } from './resultsAccess';

/** /school/results and /organization/results: the periods whose results the viewer may open. */
export function ResultsListScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const area = pathname.startsWith('/organization') ? 'organization' : 'school';
  const access = useResultsAccess();
  const allowed = area === 'organization' ? access.organization : access.school;
  const periods = useResultsPeriods(access.loaded && allowed);
  const yearFilter = useSchoolYearFilter(periods.data);
  const shown = yearFilter.shown;

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
          <Group align="flex-end">
            {area === 'organization' && (
              <Button component={Link} to={resultsPaths.organizationSchools} variant="light">
                {t('results.schools_view.open')}
              </Button>
            )}
            <SchoolYearSelect filter={yearFilter} />
          </Group>
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

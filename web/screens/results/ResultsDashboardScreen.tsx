import { Container } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { NotFoundScreen } from '../../components/messages/NotFoundScreen';
import { PageLoader } from '../../components/PageLoader';
import { NoResultsAccess } from './NoResultsAccess';
import { ResultsDashboard } from './ResultsDashboard';
import { useResultsAccess } from './resultsAccess';
import { type DashboardSource, sourceFromRoute } from './resultsSource';
import { useFirstReads } from './useFirstReads';

/**
 * Every results dashboard route (spec §2): a school period, an organisation's period, survey or parent
 * period, their comparison child and the public demo. `source` lets another route (a share link) show
 * the same dashboard read from elsewhere.
 */
export function ResultsDashboardScreen({ source: given }: { source?: DashboardSource } = {}) {
  const { pathname } = useLocation();
  const params = useParams();
  const access = useResultsAccess();
  const source = given ?? sourceFromRoute(pathname, params);
  const needsAccess = source?.mode === 'school' || source?.mode === 'organization';
  const allowed =
    !needsAccess || (source?.mode === 'organization' ? access.organization || access.school : access.school);
  useFirstReads(source, allowed || !access.loaded);
  if (!source) return <NotFoundScreen />;
  if (needsAccess && !access.loaded) return <PageLoader />;
  if (!allowed) return <NoResultsAccess />;
  return (
    <Container size="lg" py="xl">
      <ResultsDashboard key={`${source.base}|${source.dashboardPath}`} source={source} />
    </Container>
  );
}

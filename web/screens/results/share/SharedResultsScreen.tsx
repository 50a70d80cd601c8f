import { Alert, Container } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSharedResults } from '../../../queries/resultShares';
import { ResultsDashboardScreen } from '../ResultsDashboardScreen';

/** /results/shared/:token — the dashboard of the shared period, read-only and without signing in. */
export function SharedResultsScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const shared = useSharedResults(token);
  if (shared.isPending) return <PageLoader />;
  if (shared.isError)
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow" title={t('results.share.unavailable_title')}>
          {t('results.share.unavailable')}
        </Alert>
      </Container>
    );
  return (
    <ResultsDashboardScreen
      source={{
        mode: 'shared',
        base: `/api/results/shared/${encodeURIComponent(token)}`,
        identifiers: shared.data.period_identifiers,
        compareIdentifiers: null,
        dashboardPath: pathname,
        shareToken: token,
      }}
    />
  );
}

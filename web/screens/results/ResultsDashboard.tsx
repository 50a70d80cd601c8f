import { Alert, Group, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { ActiveFilters, PeriodIdentifiers } from '../../../common/results/types';
import { ApiError, errorText } from '../../api/apiError';
import { sendEvent } from '../../api/usageEvents';
import { AfterFirstPaint } from '../../components/AfterFirstPaint';
import { PageLoader } from '../../components/PageLoader';
import { useTranslation } from '../../i18n/useTranslation';
import { useResultsSummary, useServedIdentifiers } from '../../queries/results';
import { comparePath } from '../../routing/resultsPaths';
import { BenchmarkSelect } from './BenchmarkSelect';
import { CompareSelect } from './CompareSelect';
import { CompoundScoreCard } from './CompoundScoreCard';
import { ComparisonView } from './comparison/ComparisonView';
import { DemoBanner } from './DemoBanner';
import { ExportButtons } from './exports/ExportButtons';
import { FiltersPanel } from './filters/FiltersPanel';
import { HiddenNotice } from './HiddenNotice';
import { HeatMap } from './heatmap/HeatMap';
import { OwnSchoolsNotice } from './OwnSchoolsNotice';
import { PillarScores } from './PillarScores';
import { QuestionSections } from './QuestionSections';
import { ResultsHeader } from './ResultsHeader';
import { useResultsAccess } from './resultsAccess';
import { hasFilters } from './resultsSearch';
import type { DashboardSource } from './resultsSource';
import { SmallGroupNotice } from './SmallGroupNotice';
import { ShareResultsButton } from './share/ShareResultsButton';
import { ThemeStandings } from './ThemeStandings';
import { useResultsOpenedEvent } from './useResultsEvents';
import { useResultsSearch } from './useResultsSearch';

/** One results dashboard; where the viewer cannot name the period, the base says which it serves. */
export function ResultsDashboard({ source }: { source: DashboardSource }) {
  const { t } = useTranslation();
  const served = useServedIdentifiers(source.base, source.identifiers === null);
  if (source.identifiers) return <DashboardContent source={source} identifiers={source.identifiers} />;
  if (served.isPending) return <PageLoader />;
  if (served.isError)
    return (
      <Alert color="yellow" title={t('results.demo.unavailable')}>
        {errorText(served.error)}
      </Alert>
    );
  return <DashboardContent source={source} identifiers={served.data} />;
}

/** Header, scores, filters, benchmark, comparison and the questions of one period, survey or parent period. */
function DashboardContent({
  source,
  identifiers,
}: {
  source: DashboardSource;
  identifiers: PeriodIdentifiers;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = useResultsAccess();
  const { filters, benchmarkId, setFilters, setBenchmarkId, search } = useResultsSearch();
  const summary = useResultsSummary(source.base, { period_identifiers: identifiers, filters, benchmarkId });
  /** Demo and share-link viewers only read: no comparison, exports, sharing or filter editing. */
  const signedIn = source.mode === 'school' || source.mode === 'organization';
  /** Exports, share links and the heat map show a parent period whole: not to those who see their school only. */
  const wholePeriod = !summary.data?.info.own_schools_only;
  useResultsOpenedEvent(source.mode, identifiers, summary.isSuccess, source.shareToken);

  if (summary.isPending) return <PageLoader />;
  if (summary.isError) {
    const notFound = summary.error instanceof ApiError && [403, 404].includes(summary.error.status);
    return (
      <Alert
        color={notFound ? 'yellow' : 'red'}
        title={t(notFound ? 'results.not_found' : 'results.load_failed')}
      >
        {errorText(summary.error)}
      </Alert>
    );
  }

  const data = summary.data;
  const { info } = data;
  const handleFilters = (next: ActiveFilters) => {
    sendEvent('Results', 'filter', { type: identifiers.type, id: identifiers.id, filters: next });
    setFilters(next);
  };
  const handleBenchmark = (next: number | null) => {
    sendEvent('Results', 'benchmark', { type: identifiers.type, id: identifiers.id, benchmarkId: next });
    setBenchmarkId(next);
  };
  const handleCompare = (compareId: number | null) => {
    if (compareId !== null)
      sendEvent('Results', 'compare', { type: identifiers.type, id: identifiers.id, compareId });
    navigate({ pathname: comparePath(source.dashboardPath, compareId), search });
  };

  return (
    <Stack gap="lg" aria-busy={summary.isFetching}>
      {source.mode === 'demo' && <DemoBanner />}
      <ResultsHeader info={info} filtered={hasFilters(filters)} />
      {!wholePeriod && <OwnSchoolsNotice benchmarks={data.benchmarks} />}
      {!source.compareIdentifiers && <SmallGroupNotice info={info} />}
      <Group align="flex-end" gap="lg" wrap="wrap">
        <CompoundScoreCard score={info.compound_score} filtered={hasFilters(filters)} />
        <BenchmarkSelect
          benchmarks={data.benchmarks}
          chosen={benchmarkId}
          onChange={handleBenchmark}
          showFreemiumHint={signedIn && !access.allBenchmarks}
        />
        {signedIn && (
          <CompareSelect
            identifiers={identifiers}
            surveyId={info.survey_info.survey_id}
            compareId={source.compareIdentifiers?.id ?? null}
            onChange={handleCompare}
          />
        )}
        {signedIn && wholePeriod && (
          <ExportButtons
            identifiers={identifiers}
            filters={filters}
            benchmarkId={benchmarkId}
            compareIdentifiers={source.compareIdentifiers}
          />
        )}
        {/* The server says who may share (info.can_share, shareRefusal): never a survey's periods
            together, a teacher reading their own classes, a school-level reader of a parent period, nor a
            reader through property values (read only). */}
        {signedIn && info.can_share && <ShareResultsButton periodId={identifiers.id} />}
      </Group>
      <FiltersPanel
        base={source.base}
        identifiers={identifiers}
        periodId={info.period?.id ?? null}
        value={filters}
        onChange={handleFilters}
        classLabelIsGroups={access.classLabelIsGroups}
        readOnly={!signedIn}
      />
      {info.hidden ? (
        <HiddenNotice
          reason={info.hidden}
          anonymity={info.anonymity}
          resultsFrom={info.results_from}
          variant="alert"
        />
      ) : (
        <AfterFirstPaint>
          {source.compareIdentifiers ? (
            <ComparisonView
              base={source.base}
              identifiers={identifiers}
              compareIdentifiers={source.compareIdentifiers}
              filters={filters}
              benchmarkId={data.benchmarks.selected}
            />
          ) : (
            <>
              {identifiers.type === 'parent_period' && source.mode !== 'demo' && wholePeriod && (
                <HeatMap base={source.base} identifiers={identifiers} linkSchools={signedIn} />
              )}
              <ThemeStandings base={source.base} request={{ period_identifiers: identifiers, filters }} />
              <PillarScores pillars={data.pillars} anonymity={info.anonymity} />
              <QuestionSections
                summary={data}
                base={source.base}
                identifiers={identifiers}
                filters={filters}
              />
            </>
          )}
        </AfterFirstPaint>
      )}
    </Stack>
  );
}

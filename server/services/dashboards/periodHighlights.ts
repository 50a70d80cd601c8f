import { and, desc, eq, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { HighlightChange, MemberSchool, PeriodHighlights } from '../../../common/dashboards/types';
import type { SurveyLanguage } from '../../../common/languages';
import type { ComparisonResult, ResultsSummary } from '../../../common/results/types';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { surveyPeriods, surveyVersions } from '../../db/schema';
import { type ComparedSide, compareSides, loadSide } from '../results/comparison';
import { resolveResultsScope } from '../results/resultsScope';

const shownChanges = 3;
/** When a period stopped taking answers: closed early, or its end date. */
const endedAt = sql<Date>`coalesce(least(${surveyPeriods.closedAt}, ${surveyPeriods.endsAt}), ${surveyPeriods.endsAt})`;

/** A school's closed periods of the survey behind `surveyId` (any when null), most recently ended first. */
async function closedPeriods(db: Db, schoolId: number, options: { surveyId?: number; before?: Date }) {
  const now = new Date();
  return db
    .select({
      id: surveyPeriods.id,
      surveyId: surveyVersions.surveyId,
      endedAt: endedAt.mapWith((v) => new Date(v)),
    })
    .from(surveyPeriods)
    .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
    .where(
      and(
        eq(surveyPeriods.organizationId, schoolId),
        or(
          lte(surveyPeriods.endsAt, now),
          and(isNotNull(surveyPeriods.closedAt), lte(surveyPeriods.closedAt, now)),
        ),
        options.surveyId === undefined ? undefined : eq(surveyVersions.surveyId, options.surveyId),
        options.before ? lt(endedAt, options.before) : undefined,
      ),
    )
    .orderBy(desc(endedAt), desc(surveyPeriods.id))
    .limit(1);
}

async function sideOf(
  db: Db,
  claims: TokenClaims,
  periodId: number,
  language: SurveyLanguage,
): Promise<ComparedSide> {
  const scope = await resolveResultsScope(db, { kind: 'identity', claims }, { type: 'period', id: periodId });
  return loadSide(db, scope, { period_identifiers: scope.identifiers }, { language });
}

const compoundOf = (summary: ResultsSummary) =>
  summary.info.hidden === null ? summary.info.compound_score.value : -1;

function largestChanges({ pillars, questions }: ComparisonResult): HighlightChange[] {
  const changes: HighlightChange[] = [
    ...pillars.map((change) => ({
      ...change,
      kind: 'pillar' as const,
      id: change.id,
      name: change.name,
      parent: null,
    })),
    ...questions.map(({ key, text, parentText, ...change }) => ({
      ...change,
      kind: 'question' as const,
      id: key,
      name: text,
      parent: parentText,
    })),
  ];
  return changes
    .filter((change) => change.meaningful === true && change.delta !== null && change.delta !== 0)
    .sort((a, b) => Math.abs(b.delta ?? 0) - Math.abs(a.delta ?? 0))
    .slice(0, shownChanges);
}

/**
 * The latest closed period of a school as the results screens read it for this identity (a teacher
 * with results access: their classes only), with the changes since the same survey's previous period.
 * Null when the school has no closed period yet.
 */
export async function latestPeriodHighlights(
  db: Db,
  claims: TokenClaims,
  schoolId: number,
  language: SurveyLanguage,
): Promise<PeriodHighlights | null> {
  const [latest] = await closedPeriods(db, schoolId, {});
  if (!latest) return null;
  const latestSide = await sideOf(db, claims, latest.id, language);
  const { summary } = latestSide;
  const [previousRow] = await closedPeriods(db, schoolId, {
    surveyId: latest.surveyId,
    before: latest.endedAt,
  });
  const previousSide = previousRow ? await sideOf(db, claims, previousRow.id, language) : null;
  const previousSummary = previousSide?.summary ?? null;
  const info = summary.info;
  const comparison = previousSide ? await compareSides(db, [previousSide, latestSide]) : null;
  return {
    period: {
      id: latest.id,
      name: info.period?.name ?? '',
      survey_name: info.survey_info.survey_name,
      ended_at: latest.endedAt.toISOString(),
    },
    finished: info.survey_info.num_finished,
    expected: info.survey_info.respondentsExpected,
    response_rate: info.survey_info.responseRate,
    compound: { enabled: info.compound_score.enabled, value: compoundOf(summary) },
    previous:
      previousRow && previousSummary
        ? {
            id: previousRow.id,
            name: previousSummary.info.period?.name ?? '',
            compound: compoundOf(previousSummary),
          }
        : null,
    compound_change: comparison?.compound ?? null,
    changes: comparison ? largestChanges(comparison) : [],
  };
}

/** What a list of schools shows of a school's latest period: its score, change and response rate, named by period. */
export const latestFigures = ({
  period,
  compound,
  compound_change,
  previous,
  response_rate,
}: PeriodHighlights): NonNullable<MemberSchool['latest']> => ({
  period,
  compound,
  compound_change,
  previous,
  response_rate,
});

import type { SurveyLanguage } from '../../../common/languages';
import { roundScore } from '../../../common/results/numbers';
import type { Change, ComparisonResult, HiddenReason, ResultsSummary } from '../../../common/results/types';
import type { Localized } from '../../../common/survey/content';
import type { Db } from '../../db/client';
import type { PlanFocusItem } from '../../db/schema';
import { type ComparedSide, compareSides, loadSide } from '../results/comparison';
import { resolveResultsScope } from '../results/resultsScope';
import type { ResultsViewer } from '../results/resultsViewer';
import type { PlanRow } from './planAccess';
import { remeasureCandidates } from './remeasurePeriod';

/**
 * A focus item's figures in one period, the two the results screens show: its score (0..100, one
 * decimal, as on the results) and its favourable share in whole per cent (what the goal is set in);
 * or why they are hidden.
 */
export type FocusPoint = { score: number | null; favourable: number | null; hidden: HiddenReason | null };

/** Plain-language reading of the comparison's verdict on the score (common/results/comparison.ts). */
export type FocusVerdict = 'improved' | 'declined' | 'no_clear_change' | 'unknown';

export type FocusFigure = PlanFocusItem & {
  name: Localized;
  parentName: Localized | null;
  before: FocusPoint;
  after: FocusPoint | null;
  verdict: FocusVerdict | null;
  goalMet: boolean | null;
};

export type PlanPeriodFigures = { periodId: number; name: string; respondents: number | null };

export type PlanFigures = {
  before: PlanPeriodFigures;
  after: PlanPeriodFigures | null;
  items: FocusFigure[];
  /** Some focus item moved up by more than chance; null until a later period re-measures the plan. */
  moved: boolean | null;
};

type Located = { name: Localized; parentName: Localized | null; point: FocusPoint; exists: boolean };

const percent = (share: number | null) => (share === null ? null : Math.round(share * 100));

function locate(summary: ResultsSummary, item: PlanFocusItem): Located {
  const whole = summary.info.hidden;
  if (item.kind === 'pillar') {
    const pillar = summary.pillars.find((p) => p.id === item.ref);
    if (!pillar)
      return {
        name: { en: item.ref },
        parentName: null,
        point: { score: null, favourable: null, hidden: whole },
        exists: false,
      };
    const hidden = whole ?? pillar.hidden;
    return {
      name: pillar.name,
      parentName: null,
      point: {
        score: hidden ? null : pillar.score,
        favourable: hidden ? null : percent(pillar.favourable),
        hidden,
      },
      exists: true,
    };
  }
  const question = summary.questions.find((q) => q.key === item.ref);
  if (!question)
    return {
      name: { en: item.ref },
      parentName: null,
      point: { score: null, favourable: null, hidden: whole },
      exists: false,
    };
  const hidden = whole ?? question.hidden;
  return {
    name: question.text,
    parentName: question.parentText,
    point: {
      score: hidden || question.score === null ? null : roundScore(question.score),
      favourable: hidden ? null : percent(question.favourable),
      hidden,
    },
    exists: true,
  };
}

function verdictOf(change: Change | undefined): FocusVerdict {
  if (!change || change.meaningful === null || change.delta === null) return 'unknown';
  if (!change.meaningful) return 'no_clear_change';
  return change.delta > 0 ? 'improved' : 'declined';
}

function changeFor(comparison: ComparisonResult, item: PlanFocusItem): Change | undefined {
  return item.kind === 'pillar'
    ? comparison.pillars.find((p) => p.id === item.ref)
    : comparison.questions.find((q) => q.key === item.ref);
}

const respondentsOf = (summary: ResultsSummary) =>
  summary.info.hidden ? null : summary.info.survey_info.respondentOriginCount;

/**
 * Per-request memo of period summaries: the list computes many plans on the same periods.
 */
export type SummaryCache = Map<string, Promise<ComparedSide>>;

async function sideOf(
  db: Db,
  viewer: ResultsViewer,
  periodId: number,
  classIds: number[] | null,
  language: SurveyLanguage,
  cache: SummaryCache,
): Promise<ComparedSide> {
  const key = `${periodId}:${classIds?.join(',') ?? ''}`;
  let side = cache.get(key);
  if (!side) {
    side = (async () => {
      const scope = await resolveResultsScope(db, viewer, { type: 'period', id: periodId });
      const filters = classIds?.length ? { class: classIds } : {};
      return loadSide(db, scope, { period_identifiers: scope.identifiers, filters }, { language });
    })();
    cache.set(key, side);
  }
  return side;
}

/**
 * A plan's focus before (its period) and after (the newest later finished period of the school that
 * asks the same things and has results to show), with the comparison engine's verdict per item.
 * Every figure comes from the results summary, so the anonymity thresholds have already applied.
 * `viewer` is who reads: a signed-in identity (its results scope applies) or, for the public page,
 * the plan's own period as a share.
 */
export async function loadPlanFigures(
  db: Db,
  plan: PlanRow & { periodStartsAt: Date },
  viewerFor: (periodId: number) => ResultsViewer,
  language: SurveyLanguage,
  cache: SummaryCache = new Map(),
): Promise<PlanFigures> {
  const beforeSide = await sideOf(
    db,
    viewerFor(plan.periodId),
    plan.periodId,
    plan.classIds,
    language,
    cache,
  );
  const before = beforeSide.summary;
  const candidates = await remeasureCandidates(
    db,
    { id: plan.periodId, organizationId: plan.organizationId, startsAt: plan.periodStartsAt },
    plan.focus,
  );
  let after: { id: number; name: string; side: ComparedSide; summary: ResultsSummary } | null = null;
  for (const candidate of candidates.slice(0, 3)) {
    const side = await sideOf(db, viewerFor(candidate.id), candidate.id, plan.classIds, language, cache);
    if (side.summary.info.hidden === null) {
      after = { ...candidate, side, summary: side.summary };
      break;
    }
  }
  const comparison = after ? await compareSides(db, [beforeSide, after.side]) : null;
  const items = plan.focus.map((item): FocusFigure => {
    const located = locate(before, item);
    const afterPoint = after ? locate(after.summary, item).point : null;
    const verdict = comparison ? verdictOf(changeFor(comparison, item)) : null;
    return {
      ...item,
      name: located.name,
      parentName: located.parentName,
      before: located.point,
      after: afterPoint,
      verdict,
      goalMet:
        afterPoint?.favourable == null || item.goal === null ? null : afterPoint.favourable >= item.goal,
    };
  });
  return {
    before: {
      periodId: plan.periodId,
      name: before.info.period?.name ?? '',
      respondents: respondentsOf(before),
    },
    after: after ? { periodId: after.id, name: after.name, respondents: respondentsOf(after.summary) } : null,
    items,
    moved: comparison ? items.some((item) => item.verdict === 'improved') : null,
  };
}

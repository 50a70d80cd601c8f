import { average, roundScore } from './numbers';
import { meanChangeIsMeaningful, shareChangeIsMeaningful } from './significance';
import type { Change, ComparisonResult, QuestionResult, ResultsSummary, ScoreResult } from './types';

function changeOf(before: number | null, after: number | null, meaningful: () => boolean | null): Change {
  const shown = (score: number | null) => (score === null ? null : roundScore(score));
  if (before === null || after === null)
    return { before: shown(before), after: shown(after), delta: null, meaningful: null };
  return {
    before: shown(before),
    after: shown(after),
    delta: roundScore(roundScore(after) - roundScore(before)),
    meaningful: meaningful(),
  };
}

const respondentsOf = (summary: ResultsSummary) => summary.info.survey_info.respondentOriginCount;

function compoundOf(summary: ResultsSummary): number | null {
  const value = summary.info.compound_score.value;
  return summary.info.hidden === null && value !== -1 ? value : null;
}

/** The favourable share behind the compound score: over the visible pillars, or the visible items without pillars. */
function compoundFavourable(summary: ResultsSummary): number | null {
  const parts: (ScoreResult | QuestionResult)[] =
    summary.pillars.length > 0 ? summary.pillars : summary.questions;
  const shares = parts
    .filter((part) => part.hidden === null)
    .map((part) => part.favourable)
    .filter((share): share is number => share !== null);
  return shares.length > 0 ? average(shares) : null;
}

function shareChange(
  left: ResultsSummary,
  right: ResultsSummary,
  before: number | null,
  after: number | null,
) {
  if (before === null || after === null) return null;
  return shareChangeIsMeaningful(before, respondentsOf(left), after, respondentsOf(right));
}

/** How `right` differs from `left` (the earlier or base selection), and which changes are larger than chance. */
export function compareSummaries(
  left: ResultsSummary,
  right: ResultsSummary,
): Omit<ComparisonResult, 'left' | 'right'> {
  const compound = changeOf(compoundOf(left), compoundOf(right), () =>
    shareChange(left, right, compoundFavourable(left), compoundFavourable(right)),
  );

  const pillars = left.pillars.flatMap((before) => {
    const after = right.pillars.find((pillar) => pillar.id === before.id);
    if (!after) return [];
    const visible = (pillar: ScoreResult) => (pillar.hidden === null ? pillar.score : null);
    const change = changeOf(visible(before), visible(after), () =>
      shareChange(left, right, before.favourable, after.favourable),
    );
    return [{ ...change, id: before.id, name: before.name }];
  });

  const questions = left.questions.flatMap((before) => {
    const after = right.questions.find((question) => question.key === before.key);
    if (!after || before.hidden !== null || after.hidden !== null) return [];
    if (before.score === null || after.score === null) return [];
    const change = changeOf(before.score, after.score, () =>
      meanChangeIsMeaningful(before.distribution, after.distribution),
    );
    return [{ ...change, key: before.key, text: before.text, parentText: before.parentText }];
  });

  return { compound, pillars, questions };
}

import type { Localized, Module, Question, QuestionType, SurveyContent } from '../survey/content';
import { average, roundScore } from './numbers';
import { type ScoredScale, scoredScale } from './scales';
import type { Anonymity, DistributionEntry, HiddenReason, QuestionResult, ScoreResult } from './types';

export type AnswerCounts = {
  /** Finished responses in the selection. */
  respondents: number;
  /** key → value (the JSON value as a string: "4", "opt_a", "7.5") → count. */
  values: Record<string, Record<string, number>>;
  /** key → respondents who answered (a multiple-choice respondent once). */
  answered: Record<string, number>;
};

/** One thing that is counted: a question, or one item of a matrix. */
type Counted = {
  key: string;
  module: Module;
  question: Question;
  itemId: string | null;
  text: Localized;
  /** A matrix item is reported on its matrix's scale, so the screen can name the points. */
  type: QuestionType;
  reverse: boolean;
};

function countedOf(content: SurveyContent): Counted[] {
  return content.modules.flatMap((module) =>
    module.questions.flatMap((question): Counted[] => {
      if (question.type === 'text_short' || question.type === 'text_long') return [];
      if (question.type !== 'matrix') {
        const { id: key, text, type, reverse } = question;
        return [{ key, module, question, itemId: null, text, type, reverse }];
      }
      return (question.items ?? []).map((item) => ({
        key: `${question.id}.${item.id}`,
        module,
        question,
        itemId: item.id,
        text: item.text,
        type: question.scale ?? 'agreement',
        reverse: question.reverse || item.reverse === true,
      }));
    }),
  );
}

/** The keys results count: every non-text question, and each item of a matrix as `question.item`. */
export const countedKeys = (content: SurveyContent): string[] =>
  countedOf(content).map((counted) => counted.key);

const hiddenBelowThreshold = (
  respondents: number,
  answered: number,
  anonymity: Anonymity,
): HiddenReason | null =>
  respondents < anonymity.minGroup || answered < anonymity.minGroup ? 'too_few_respondents' : null;

/** An item's 0..100 score from the mean of its answers on its scale (a reverse item counts the other way). */
function itemScore(scale: ScoredScale, mean: number, reverse: boolean): number {
  const score = scale.score(mean);
  return reverse ? 100 - score : score;
}

/** One result per non-text question and per matrix item, in survey order, with the anonymity rules applied. */
export function questionResults(
  content: SurveyContent,
  counts: AnswerCounts,
  anonymity: Anonymity,
  /** Keys the released cells do not let be shown for this selection (server/services/disclosure). */
  hiddenKeys: ReadonlyMap<string, HiddenReason> = new Map(),
): QuestionResult[] {
  return countedOf(content).map((counted) => {
    const answered = counts.answered[counted.key] ?? 0;
    const hidden =
      hiddenBelowThreshold(counts.respondents, answered, anonymity) ?? hiddenKeys.get(counted.key) ?? null;
    const base = {
      key: counted.key,
      questionId: counted.question.id,
      itemId: counted.itemId,
      moduleId: counted.module.id,
      type: counted.type,
      text: counted.text,
      parentText: counted.itemId === null ? null : counted.question.text,
      pillar: counted.question.pillar,
      reverse: counted.reverse,
      ...(counted.question.goodEnd ? { goodEnd: counted.question.goodEnd } : {}),
      benchmark: null,
    };
    if (hidden)
      return { ...base, hidden, answered: 0, distribution: [], mean: null, score: null, favourable: null };
    const values = counts.values[counted.key] ?? {};
    const distribution = distributionOf(counted, values, answered);
    return { ...base, hidden, answered, distribution, ...measuresOf(counted, distribution, answered) };
  });
}

function distributionOf(
  counted: Counted,
  values: Record<string, number>,
  answered: number,
): DistributionEntry[] {
  const entry = (
    value: string | number,
    label: Localized,
    count = values[String(value)] ?? 0,
  ): DistributionEntry => ({
    value,
    label,
    count,
    share: answered > 0 ? count / answered : 0,
  });
  if (counted.type === 'single' || counted.type === 'multiple') {
    return (counted.question.options ?? []).map((option) => entry(option.id, option.label));
  }
  const scale = scoredScale(counted.type);
  if (scale) return scale.points.map((point) => entry(point, {}));
  const given = new Map<number, number>();
  for (const [raw, count] of Object.entries(values)) {
    const value = Number(raw);
    if (raw.trim() !== '' && Number.isFinite(value) && count > 0)
      given.set(value, (given.get(value) ?? 0) + count);
  }
  return [...given.keys()].sort((a, b) => a - b).map((value) => entry(value, {}, given.get(value)));
}

function measuresOf(
  counted: Counted,
  distribution: DistributionEntry[],
  answered: number,
): Pick<QuestionResult, 'mean' | 'score' | 'favourable'> {
  if (counted.type === 'single' || counted.type === 'multiple' || answered === 0) {
    return { mean: null, score: null, favourable: null };
  }
  const numeric = distribution.map((entry) => ({ value: Number(entry.value), count: entry.count }));
  const total = numeric.reduce((sum, entry) => sum + entry.count, 0);
  const mean = total > 0 ? numeric.reduce((sum, entry) => sum + entry.value * entry.count, 0) / total : null;
  const scale = scoredScale(counted.type);
  if (!scale || mean === null) return { mean, score: null, favourable: null };
  const score = itemScore(scale, mean, counted.reverse);
  const favourableCount = numeric
    .filter((entry) => scale.isFavourable(entry.value, counted.reverse))
    .reduce((sum, entry) => sum + entry.count, 0);
  return { mean, score, favourable: favourableCount / answered };
}

const isScored = (question: QuestionResult) => scoredScale(question.type) !== null;

/** Unrounded mean score and favourable share over the visible scored items of one pillar or module. */
type Scored = { score: number | null; favourable: number | null; hidden: HiddenReason | null };

function scoreOver(items: QuestionResult[]): Scored {
  const scored = items.filter(isScored);
  const visible = scored.filter((item) => item.hidden === null && item.score !== null);
  if (visible.length === 0) {
    const hidden = scored.find((item) => item.hidden !== null)?.hidden ?? null;
    return { score: null, favourable: null, hidden };
  }
  return {
    score: average(visible.map((item) => item.score as number)),
    favourable: average(visible.map((item) => item.favourable as number)),
    hidden: null,
  };
}

function presentScore(id: string, name: Localized, scored: Scored): ScoreResult {
  const score = scored.score === null ? null : roundScore(scored.score);
  return { id, name, score, favourable: scored.favourable, hidden: scored.hidden, benchmark: null };
}

const meanOrNull = (scores: (number | null)[]) => {
  const visible = scores.filter((score): score is number => score !== null);
  return visible.length > 0 ? roundScore(average(visible)) : null;
};

/** Pillar and module scores and the compound score, from already computed (and suppressed) question results. */
export function scoreResults(
  content: SurveyContent,
  questions: QuestionResult[],
): { pillars: ScoreResult[]; modules: ScoreResult[]; compound: number | null } {
  const pillarScores = content.pillars.map((pillar) =>
    scoreOver(questions.filter((question) => question.pillar === pillar.id)),
  );
  const pillars = content.pillars.map((pillar, i) => presentScore(pillar.id, pillar.name, pillarScores[i]));
  const modules = content.modules.map((module) =>
    presentScore(
      module.id,
      module.title,
      scoreOver(questions.filter((question) => question.moduleId === module.id)),
    ),
  );
  const compound =
    content.pillars.length > 0
      ? meanOrNull(pillarScores.map((pillar) => pillar.score))
      : meanOrNull(
          questions.filter((question) => isScored(question) && question.hidden === null).map((q) => q.score),
        );
  return { pillars, modules, compound };
}

/**
 * What a pillar score needs of one scored item (a question or a matrix item): the respondents who
 * answered it, and the count and the sum of its answers on its scale's points. A school's tallies
 * are a few numbers per item where its counts are one per value (the heat map reads 500 schools).
 */
export type ScoreTally = { answered: number; n: number; sum: number };
export type ScoreTallies = { respondents: number; items: Record<string, ScoreTally> };

/** The answers that count towards a pillar score, item by item: the value as counted (a string) and its point. */
export function pillarScorePoints(content: SurveyContent): { key: string; value: string; point: number }[] {
  return countedOf(content).flatMap((counted) => {
    const scale = scoredScale(counted.type);
    if (!scale || !counted.question.pillar) return [];
    return scale.points.map((point) => ({ key: counted.key, value: String(point), point }));
  });
}

/**
 * Every answer that counts towards a respondent's own scores: the key and value as counted, its theme
 * (null for an item without one) and the 0..100 item score that answer gives (reverse items turned
 * round), so a respondent's theme score is the average of these over the theme's items they answered.
 */
export function itemScorePoints(
  content: SurveyContent,
): { key: string; value: string; pillar: string | null; score: number }[] {
  return countedOf(content).flatMap((counted) => {
    const scale = scoredScale(counted.type);
    if (!scale) return [];
    return scale.points.map((point) => ({
      key: counted.key,
      value: String(point),
      pillar: counted.question.pillar,
      score: itemScore(scale, point, counted.reverse),
    }));
  });
}

/** Pillar scores from tallies, by the rules of questionResults and scoreResults (the same numbers). */
export function pillarScoresFromTallies(
  content: SurveyContent,
  tallies: ScoreTallies,
  anonymity: Anonymity,
): Record<string, number | null> {
  const itemScores = new Map<string, (number | null)[]>();
  for (const counted of countedOf(content)) {
    const scale = scoredScale(counted.type);
    const pillar = counted.question.pillar;
    if (!scale || !pillar) continue;
    const tally = tallies.items[counted.key];
    const hidden = hiddenBelowThreshold(tallies.respondents, tally?.answered ?? 0, anonymity);
    const score =
      !hidden && tally && tally.n > 0 ? itemScore(scale, tally.sum / tally.n, counted.reverse) : null;
    itemScores.set(pillar, [...(itemScores.get(pillar) ?? []), score]);
  }
  return Object.fromEntries(
    content.pillars.map((pillar) => [pillar.id, meanOrNull(itemScores.get(pillar.id) ?? [])]),
  );
}

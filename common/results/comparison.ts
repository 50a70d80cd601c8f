import { roundScore } from './numbers';
import type { RespondentScores } from './respondentScores';
import { largerThanChance, sampleOfCounts, type TestResult, welchTest } from './statistics';
import type { Change, ComparisonResult, DistributionEntry, ResultsSummary, ScoreResult } from './types';

type Difference = Omit<Change, 'meaningful'>;

const shown = (score: number | null) => (score === null ? null : roundScore(score));

function differenceOf(before: number | null, after: number | null): Difference {
  if (before === null || after === null) return { before: shown(before), after: shown(after), delta: null };
  return {
    before: shown(before),
    after: shown(after),
    delta: roundScore(roundScore(after) - roundScore(before)),
  };
}

function compoundOf(summary: ResultsSummary): number | null {
  const value = summary.info.compound_score.value;
  return summary.info.hidden === null && value !== -1 ? value : null;
}

/** A question's answers on its own scale (1–5, 0–10) as a sample. */
const answersOf = (distribution: DistributionEntry[]) =>
  sampleOfCounts(distribution.map((entry) => ({ value: Number(entry.value), count: entry.count })));

/** The p-value a row's verdict is decided on; null (no verdict) when a side is not shown or too small. */
const pOf = (difference: Difference, test: TestResult | null) =>
  difference.delta === null || test === null ? null : test.p;

/**
 * How `right` differs from `left` (the earlier or base selection), and which changes are larger than
 * chance: the overall score and the themes by Welch's t-test on the respondents' own scores (`scores`,
 * from the server), each question by Welch's t-test on its answers; the verdicts of one table are
 * decided together by the Benjamini–Hochberg rule (statistics.largerThanChance): the overall score
 * with the themes, and the questions.
 */
export function compareSummaries(
  left: ResultsSummary,
  right: ResultsSummary,
  scores: { left: RespondentScores; right: RespondentScores },
): Omit<ComparisonResult, 'left' | 'right'> {
  const visible = (pillar: ScoreResult) => (pillar.hidden === null ? pillar.score : null);
  const compound = differenceOf(compoundOf(left), compoundOf(right));
  const compoundTest =
    scores.left.compound && scores.right.compound
      ? welchTest(scores.left.compound, scores.right.compound)
      : null;
  const pillarRows = left.pillars.flatMap((before) => {
    const after = right.pillars.find((pillar) => pillar.id === before.id);
    if (!after) return [];
    const [a, b] = [scores.left.pillars[before.id], scores.right.pillars[before.id]];
    const difference = { ...differenceOf(visible(before), visible(after)), id: before.id, name: before.name };
    return [{ difference, test: a && b ? welchTest(a, b) : null }];
  });
  const themeVerdicts = largerThanChance([
    pOf(compound, compoundTest),
    ...pillarRows.map((row) => pOf(row.difference, row.test)),
  ]);

  const questionRows = left.questions.flatMap((before) => {
    const after = right.questions.find((question) => question.key === before.key);
    if (!after || before.hidden !== null || after.hidden !== null) return [];
    if (before.score === null || after.score === null) return [];
    const difference = {
      ...differenceOf(before.score, after.score),
      key: before.key,
      text: before.text,
      parentText: before.parentText,
    };
    return [{ difference, test: welchTest(answersOf(before.distribution), answersOf(after.distribution)) }];
  });
  const questionVerdicts = largerThanChance(questionRows.map((row) => pOf(row.difference, row.test)));

  return {
    compound: { ...compound, meaningful: themeVerdicts[0] },
    pillars: pillarRows.map((row, index) => ({ ...row.difference, meaningful: themeVerdicts[index + 1] })),
    questions: questionRows.map((row, index) => ({ ...row.difference, meaningful: questionVerdicts[index] })),
  };
}

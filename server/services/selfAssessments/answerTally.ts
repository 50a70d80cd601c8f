import type { AnswerCounts } from '../../../common/results/scoring';
import type { Answers } from '../../../common/survey/answerTypes';
import { emptyCounts } from '../results/countRows';

/**
 * Answer counts of a few answer sets, counted in memory the way results/answerCounts.ts counts
 * responses in SQL: lists and matrix objects expanded, one respondent per answered key.
 */
export function tallyAnswers(answerSets: Answers[]): AnswerCounts {
  const counts = emptyCounts();
  const add = (key: string, value: unknown, seen: Set<string>) => {
    if (value === null || value === undefined) return;
    counts.values[key] ??= {};
    counts.values[key][String(value)] = (counts.values[key][String(value)] ?? 0) + 1;
    if (!seen.has(key)) counts.answered[key] = (counts.answered[key] ?? 0) + 1;
    seen.add(key);
  };
  for (const answers of answerSets) {
    counts.respondents += 1;
    const seen = new Set<string>();
    for (const [key, value] of Object.entries(answers)) {
      if (Array.isArray(value)) for (const element of value) add(key, element, seen);
      else if (value && typeof value === 'object')
        for (const [item, point] of Object.entries(value)) add(`${key}.${item}`, point, seen);
      else add(key, value, seen);
    }
  }
  return counts;
}

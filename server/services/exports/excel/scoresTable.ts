import type { SurveyLanguage } from '../../../../common/languages';
import { localizedText } from '../../../../common/localizedText';
import type { BenchmarkPoint, ResultsSummary } from '../../../../common/results/types';
import { reportWords } from '../reportWords';

const share = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : Math.round(value * 1000) / 1000;
const score = (value: number | null | undefined) => (value === null || value === undefined ? '' : value);

type ScoredRow = {
  name: string;
  score: number | null;
  favourable: number | null;
  hidden: unknown;
  benchmark: BenchmarkPoint | null;
};

/**
 * The scores of the themes and scored questions, one row each; when a benchmark is chosen its score
 * and favourable share stand in the two columns beside the selection's. Hidden rows are left out.
 */
export function scoresTable(summary: ResultsSummary, language: SurveyLanguage): unknown[][] {
  const words = reportWords(language);
  const selected = summary.benchmarks.selected;
  const benchmark = summary.benchmarks.list.find((entry) => entry.id === selected) ?? null;
  const rows: ScoredRow[] = [
    ...summary.pillars.map((pillar) => ({ ...pillar, name: localizedText(pillar.name, language) })),
    ...summary.questions
      .filter((question) => question.score !== null)
      .map((question) => {
        const text = localizedText(question.text, language);
        const parent = question.parentText ? `${localizedText(question.parentText, language)} — ` : '';
        return { ...question, name: `${parent}${text}` };
      }),
  ].filter((row) => !row.hidden && row.score !== null);
  if (rows.length === 0) return [];
  const benchmarkName = benchmark ? localizedText(benchmark.name, language) : '';
  const header = [
    words.pillars,
    words.score,
    words.favourable,
    ...(benchmark ? [`${words.benchmark}: ${words.score}`, `${words.benchmark}: ${words.favourable}`] : []),
  ];
  return [
    ...(benchmark ? [[words.benchmark, benchmarkName]] : []),
    header,
    ...rows.map((row) => [
      row.name,
      score(row.score),
      share(row.favourable),
      ...(benchmark ? [score(row.benchmark?.score), share(row.benchmark?.favourable)] : []),
    ]),
  ];
}

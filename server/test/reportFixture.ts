import type { SurveyLanguage } from '../../common/languages';
import { defaultAnonymity } from '../../common/results/anonymity';
import { compareSummaries } from '../../common/results/comparison';
import type { RespondentScores } from '../../common/results/respondentScores';
import { type AnswerCounts, questionResults, scoreResults } from '../../common/results/scoring';
import { rankThemes } from '../../common/results/themeRanking';
import type { ResultsSummary } from '../../common/results/types';
import { sampleSurvey } from '../../common/survey/surveyFixture';
import type { ReportData } from '../services/exports/reportData';

/** Counts for sampleSurvey(): 12 respondents, one item answered by too few. For tests. */
function sampleCounts(shift: number): AnswerCounts {
  return {
    respondents: 12,
    values: {
      grade: { g7: 5, g8: 7 },
      safe: { '1': 1, '2': 1, '3': 2, '4': 4 + shift, '5': 4 - shift },
      bored: { '1': 3, '2': 4, '3': 3, '4': 1, '5': 1 },
      'climate.kind': { '2': 2, '3': 3, '4': 5, '5': 2 },
      'climate.noise': { '1': 1, '2': 1, '5': 1 },
      recommend: { '6': 2, '7': 3, '8': 4, '10': 3 },
    },
    answered: { grade: 12, safe: 12, bored: 12, 'climate.kind': 12, 'climate.noise': 3, recommend: 12 },
  };
}

export function sampleSummary(shift = 0): ResultsSummary {
  const content = sampleSurvey();
  const questions = questionResults(content, sampleCounts(shift), defaultAnonymity);
  const { pillars, modules, compound } = scoreResults(content, questions);
  return {
    info: {
      compound_score: {
        enabled: true,
        name: 'Kopējais rādītājs',
        unfiltered_value: compound ?? -1,
        value: compound ?? -1,
        text: '',
      },
      parent_period_id: null,
      own_schools_only: false,
      can_share: false,
      period: { id: 1, name: 'Pavasaris 2026 — ģimnāzija', status: 'closed' },
      survey_info: {
        num_finished: 12,
        survey_name: 'Labsajūta skolā: āčēģīķļņšūž',
        time_period: { start: '2026-03-02' },
        dates: { start: '2026-03-02', end: '2026-03-20', yearStart: 2025, yearEnd: 2026 },
        survey_id: 1,
        respondentOriginCount: 12,
        responseRate: 80,
        respondentsExpected: 15,
        organization_name: 'Rīgas Ķengaraga vidusskola',
        organizations: [{ id: 1, name: 'Rīgas Ķengaraga vidusskola' }],
      },
      filters: {},
      is_pdf: true,
      anonymity: defaultAnonymity,
      hidden: null,
    },
    pillars,
    modules,
    questions,
    benchmarks: { list: [], selected: null },
  };
}

/**
 * Respondents' own scores to go with sampleSummary (what the server reads from respondent rows): each
 * theme's respondents centred on the summary's theme score with a spread of 15 points.
 */
export function sampleScores(summary: ResultsSummary, spread = 15): RespondentScores {
  const n = summary.info.survey_info.respondentOriginCount;
  const shown = summary.pillars.filter((pillar) => pillar.hidden === null && pillar.score !== null);
  const mean = (scores: number[]) => scores.reduce((sum, score) => sum + score, 0) / scores.length;
  const sample = (value: number) => ({ n, mean: value, variance: spread ** 2 });
  const scoreOf = (id: string) => shown.find((pillar) => pillar.id === id)?.score as number;
  return {
    pillars: Object.fromEntries(shown.map((pillar) => [pillar.id, sample(scoreOf(pillar.id))])),
    againstOthers: Object.fromEntries(
      shown.map((pillar) => [
        pillar.id,
        sample(
          scoreOf(pillar.id) -
            mean(shown.filter((other) => other.id !== pillar.id).map((o) => scoreOf(o.id))),
        ),
      ]),
    ),
    compound: shown.length ? sample(mean(shown.map((pillar) => scoreOf(pillar.id)))) : null,
  };
}

export function sampleReport(language: SurveyLanguage, withComparison = false): ReportData {
  const summary = sampleSummary();
  const earlier = sampleSummary(2);
  return {
    language,
    generatedAt: new Date('2026-04-01T10:00:00Z'),
    content: sampleSurvey(),
    summary,
    themes: rankThemes(summary, sampleScores(summary).againstOthers),
    filters: withComparison
      ? [
          { kind: 'class', name: null, values: ['7.a', '7.b'] },
          { kind: 'grade', name: null, values: ['8'] },
          { kind: 'question', name: 'Kurā klasē tu mācies? / В каком ты классе?', values: ['9'] },
        ]
      : [],
    comparison: withComparison
      ? {
          left: earlier.info,
          right: summary.info,
          ...compareSummaries(earlier, summary, {
            left: sampleScores(earlier),
            right: sampleScores(summary),
          }),
        }
      : null,
  };
}

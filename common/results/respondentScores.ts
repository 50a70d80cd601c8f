import type { Sample } from './statistics';

/**
 * What the tests of theme and overall scores need of one selection's respondents, each respondent's
 * own scores (0..100) summed up per theme as n, mean and variance. The server computes them from
 * respondent rows over the items the summary shows (services/results/respondentScores.ts); only the
 * verdicts made from them leave the server.
 */
export type RespondentScores = {
  /** Theme (pillar id) → each respondent's average over the theme's shown items they answered. */
  pillars: Record<string, Sample>;
  /** Theme → each respondent's theme score less the average of their other themes (a paired difference). */
  againstOthers: Record<string, Sample>;
  /** Each respondent's overall score: the average of their themes (of their items, without themes). */
  compound: Sample | null;
};

export const noRespondentScores: RespondentScores = { pillars: {}, againstOthers: {}, compound: null };

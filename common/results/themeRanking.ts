import { average } from './numbers';
import { shareChangeIsMeaningful } from './significance';
import type { ResultsSummary, ScoreResult } from './types';

/**
 * Points of score a theme must differ from the others by to be named: with hundreds of respondents a
 * 2-point gap is beyond chance but tells a school nothing to act on.
 */
export const themeGapPoints = 5;

/** Where a theme stands against the survey's other themes. */
export type ThemeStanding = 'strength' | 'work_on' | 'middle';

export type RankedTheme = {
  id: string;
  name: ScoreResult['name'];
  score: number;
  favourable: number;
  /** Points of score above (+) or below (−) the other themes' average. */
  difference: number;
  /** Larger than chance by the comparison's test (two proportions, 5 %); null when too few answered to tell. */
  meaningful: boolean | null;
  standing: ThemeStanding;
};

/**
 * The themes a principal reads first: every theme that is shown (above the anonymity threshold), best
 * first, each set against the average of the other themes. A strength is above the others and an area to
 * work on below them, only when the difference is at least `themeGapPoints` and larger than chance by the
 * same test the comparison uses for a change; otherwise it stays in the middle. Nothing is said with
 * fewer than two themes.
 */
export function rankThemes(summary: ResultsSummary): RankedTheme[] {
  if (summary.info.hidden) return [];
  const respondents = summary.info.survey_info.respondentOriginCount;
  const shown = summary.pillars.filter(
    (pillar): pillar is ScoreResult & { score: number; favourable: number } =>
      pillar.hidden === null && pillar.score !== null && pillar.favourable !== null,
  );
  if (shown.length < 2) return [];
  return shown
    .map((theme) => {
      const others = shown.filter((other) => other.id !== theme.id);
      const otherScore = average(others.map((other) => other.score));
      const otherFavourable = average(others.map((other) => other.favourable));
      const difference = theme.score - otherScore;
      const meaningful = shareChangeIsMeaningful(otherFavourable, respondents, theme.favourable, respondents);
      const named = meaningful === true && Math.abs(difference) >= themeGapPoints;
      const standing: ThemeStanding = !named ? 'middle' : difference > 0 ? 'strength' : 'work_on';
      return {
        id: theme.id,
        name: theme.name,
        score: theme.score,
        favourable: theme.favourable,
        difference,
        meaningful,
        standing,
      };
    })
    .sort((a, b) => b.score - a.score);
}

import { average } from './numbers';
import type { RespondentScores } from './respondentScores';
import { largerThanChance, pairedTest } from './statistics';
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
  /**
   * Larger than chance by the paired test of the same respondents' theme against their other themes,
   * decided together over the shown themes (Benjamini–Hochberg); null when too few answered to tell.
   */
  meaningful: boolean | null;
  standing: ThemeStanding;
};

/**
 * The themes a principal reads first: every theme that is shown (above the anonymity threshold), best
 * first, each set against the average of the other themes. The same respondents answered every
 * theme, so each is tested by a paired t-test on the respondents' own differences (`againstOthers`,
 * computed on the server), not as if the themes were separate groups. A strength is above the others
 * and an area to work on below them, only when the difference is at least `themeGapPoints` and larger
 * than chance; otherwise it stays in the middle. Nothing is said with fewer than two themes.
 */
export function rankThemes(
  summary: ResultsSummary,
  againstOthers: RespondentScores['againstOthers'],
): RankedTheme[] {
  if (summary.info.hidden) return [];
  const shown = summary.pillars.filter(
    (pillar): pillar is ScoreResult & { score: number; favourable: number } =>
      pillar.hidden === null && pillar.score !== null && pillar.favourable !== null,
  );
  if (shown.length < 2) return [];
  const tests = shown.map((theme) => {
    const differences = againstOthers[theme.id];
    return differences ? pairedTest(differences) : null;
  });
  const verdicts = largerThanChance(tests.map((test) => test?.p ?? null));
  return shown
    .map((theme, index) => {
      const others = shown.filter((other) => other.id !== theme.id);
      const difference = theme.score - average(others.map((other) => other.score));
      const meaningful = verdicts[index];
      // The respondents' own differences must point the same way as the shown scores do.
      const sameWay = Math.sign(tests[index]?.difference ?? 0) === Math.sign(difference);
      const named = meaningful === true && sameWay && Math.abs(difference) >= themeGapPoints;
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

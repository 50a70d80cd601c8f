import { describe, expect, it } from 'vitest';
import { sampleSummary } from '../../server/test/reportFixture';
import type { RespondentScores } from './respondentScores';
import { rankThemes } from './themeRanking';
import type { ResultsSummary, ScoreResult } from './types';

const theme = (id: string, score: number, favourable: number, hidden: ScoreResult['hidden'] = null) => ({
  id,
  name: { en: id },
  score,
  favourable,
  hidden,
  benchmark: null,
});

function withThemes(respondents: number, pillars: ScoreResult[]): ResultsSummary {
  const summary = sampleSummary();
  summary.info.survey_info.respondentOriginCount = respondents;
  return { ...summary, pillars };
}

/**
 * The respondents' own differences against their other themes: n respondents whose differences
 * average the shown gap with this standard deviation.
 */
function differences(n: number, pillars: ScoreResult[], sd: number): RespondentScores['againstOthers'] {
  const shown = pillars.filter((pillar) => pillar.hidden === null) as (ScoreResult & { score: number })[];
  return Object.fromEntries(
    shown.map((pillar) => {
      const others = shown.filter((other) => other.id !== pillar.id);
      const gap = pillar.score - others.reduce((sum, other) => sum + other.score, 0) / others.length;
      return [pillar.id, { n, mean: gap, variance: sd * sd }];
    }),
  );
}

describe('ranking the themes', () => {
  const pillars = [
    theme('safety', 82, 0.85),
    theme('belonging', 64, 0.6),
    theme('learning', 61, 0.58),
    theme('teachers', 40, 0.3),
    theme('hidden', 10, 0.05, 'too_few_respondents'),
  ];

  it('names strengths and areas to work on only when they differ from the others by 5 points and more than chance', () => {
    const ranked = rankThemes(withThemes(400, pillars), differences(400, pillars, 20));
    expect(ranked.map((item) => [item.id, item.standing])).toEqual([
      ['safety', 'strength'],
      ['belonging', 'middle'],
      ['learning', 'middle'],
      ['teachers', 'work_on'],
    ]);
    expect(ranked[0].difference).toBeCloseTo(82 - (64 + 61 + 40) / 3);

    // A gap beyond chance but under the threshold names nothing: 418 answers make 3 points "significant".
    const close = [theme('a', 70, 0.72), theme('b', 67, 0.66), theme('c', 66, 0.65)];
    const closeRanked = rankThemes(withThemes(418, close), differences(418, close, 10));
    expect(closeRanked.map((item) => item.standing)).toEqual(['middle', 'middle', 'middle']);
    expect(closeRanked[0].meaningful).toBe(true);

    // Twelve respondents whose differences spread widely cannot tell the gaps from chance.
    const wide = rankThemes(withThemes(12, pillars), differences(12, pillars, 60));
    expect(wide.every((item) => item.standing === 'middle')).toBe(true);
  });

  it('finding 4: tests a theme against the other themes of the same respondents (paired), not as separate groups', () => {
    // Class 11.c: safety 16.8 points above the other themes. The favourable shares of 12 respondents
    // (0.75 against about 0.55) cannot tell it from chance as if they were separate groups; the same
    // 12 respondents' own differences (16.8 ± 6) can: paired t 9.7, df 11.
    const classTheme = [
      theme('safety', 80, 0.75),
      theme('belonging', 64, 0.56),
      theme('learning', 63, 0.55),
      theme('teachers', 62.6, 0.54),
    ];
    const ranked = rankThemes(withThemes(12, classTheme), differences(12, classTheme, 6));
    expect(ranked[0]).toMatchObject({ id: 'safety', standing: 'strength', meaningful: true });
    expect(ranked[0].difference).toBeCloseTo(16.8, 1);
  });

  it('names nothing when the respondents’ own differences point the other way than the shown scores', () => {
    const two = [theme('a', 80, 0.8), theme('b', 60, 0.6)];
    const against = { a: { n: 200, mean: -3, variance: 4 }, b: { n: 200, mean: 3, variance: 4 } };
    expect(rankThemes(withThemes(200, two), against).every((item) => item.standing === 'middle')).toBe(true);
  });

  it('says nothing with fewer than two shown themes, or when the selection is hidden', () => {
    const one = [theme('safety', 82, 0.85)];
    expect(rankThemes(withThemes(400, one), differences(400, one, 10))).toEqual([]);
    const two = [theme('a', 80, 0.8), theme('b', 20, 0.2)];
    const hidden = withThemes(400, two);
    hidden.info.hidden = 'too_few_respondents';
    expect(rankThemes(hidden, differences(400, two, 10))).toEqual([]);
  });
});

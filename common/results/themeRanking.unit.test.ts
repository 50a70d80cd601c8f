import { describe, expect, it } from 'vitest';
import { sampleSummary } from '../../server/services/exports/reportFixture';
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

describe('ranking the themes', () => {
  it('names strengths and areas to work on only when they differ from the others by 5 points and more than chance', () => {
    const pillars = [
      theme('safety', 82, 0.85),
      theme('belonging', 64, 0.6),
      theme('learning', 61, 0.58),
      theme('teachers', 40, 0.3),
      theme('hidden', 10, 0.05, 'too_few_respondents'),
    ];
    const ranked = rankThemes(withThemes(400, pillars));
    expect(ranked.map((item) => [item.id, item.standing])).toEqual([
      ['safety', 'strength'],
      ['belonging', 'middle'],
      ['learning', 'middle'],
      ['teachers', 'work_on'],
    ]);
    expect(ranked[0].difference).toBeCloseTo(82 - (64 + 61 + 40) / 3);

    // A gap beyond chance but under the threshold names nothing: 418 answers make 3 points "significant".
    const close = [theme('a', 70, 0.72), theme('b', 67, 0.66), theme('c', 66, 0.65)];
    expect(rankThemes(withThemes(418, close)).map((item) => item.standing)).toEqual([
      'middle',
      'middle',
      'middle',
    ]);
    expect(rankThemes(withThemes(418, close))[0].meaningful).toBe(true);

    // Twelve respondents cannot tell the same gaps from chance: every theme stays in the middle.
    expect(rankThemes(withThemes(12, pillars)).every((item) => item.standing === 'middle')).toBe(true);
  });

  it('says nothing with fewer than two shown themes, or when the selection is hidden', () => {
    expect(rankThemes(withThemes(400, [theme('safety', 82, 0.85)]))).toEqual([]);
    const hidden = withThemes(400, [theme('a', 80, 0.8), theme('b', 20, 0.2)]);
    hidden.info.hidden = 'too_few_respondents';
    expect(rankThemes(hidden)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { RankedTheme } from '../../../common/results/themeRanking';
import type { ComparisonResult } from '../../../common/results/types';
import { loadRespondentScores } from '../../services/results/respondentScores';
import { resolveResultsScope } from '../../services/results/resultsScope';
import { loadResultsSummary } from '../../services/results/summary';
import { buildStatisticsWorld, handThemeScores } from '../../test/statisticsWorld';
import { useWorld } from '../../test/useWorld';

describe('results statistics over the statistics world', () => {
  const setup = useWorld(buildStatisticsWorld);

  const request = (periodId: number, filters = {}) => ({
    period_identifiers: { type: 'period' as const, id: periodId },
    filters,
  });

  /** n, mean and sample variance of plain numbers. */
  function sampleOf(values: number[]) {
    const n = values.length;
    const mean = values.reduce((sum, value) => sum + value, 0) / n;
    return { n, mean, variance: values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1) };
  }

  function expectSample(
    actual: { n: number; mean: number; variance: number } | undefined | null,
    values: number[],
  ) {
    const expected = sampleOf(values);
    expect(actual?.n).toBe(expected.n);
    expect(actual?.mean).toBeCloseTo(expected.mean, 9);
    expect(actual?.variance).toBeCloseTo(expected.variance, 9);
  }

  describe("the respondents' own scores behind the theme verdicts", () => {
    it('are read from the respondent rows as a hand computation gives them (reverse items turned round)', async () => {
      const scope = await resolveResultsScope(
        setup.world.db,
        { kind: 'share', periodId: setup.world.spring.id },
        { type: 'period', id: setup.world.spring.id },
      );
      const summary = await loadResultsSummary(setup.world.db, scope, request(setup.world.spring.id), {
        language: 'en',
      });
      const scores = await loadRespondentScores(setup.world.db, scope, {}, summary);
      const own = setup.world.answers.spring.map(handThemeScores);
      expectSample(
        scores.pillars.safety,
        own.map((person) => person.safety),
      );
      expectSample(
        scores.pillars.learning,
        own.map((person) => person.learning),
      );
      expectSample(
        scores.againstOthers.safety,
        own.map((person) => person.safety - person.learning),
      );
      expectSample(
        scores.compound,
        own.map((person) => (person.safety + person.learning) / 2),
      );
    });
  });

  describe('POST /api/results/v2/themes: strengths and areas to work on', () => {
    it('finding 4: names the theme the same respondents rate above their others (paired), and sends only verdicts', async () => {
      const response = await setup.world.post(
        '/api/results/v2/themes',
        request(setup.world.spring.id),
        setup.world.admin,
      );
      expect(response.statusCode).toBe(200);
      const themes = response.json().data as RankedTheme[];
      expect(themes.map((theme) => [theme.id, theme.standing, theme.meaningful])).toEqual([
        ['safety', 'strength', true],
        ['learning', 'work_on', true],
      ]);
      // The respondents' own figures stay on the server: a theme carries its score, share, gap and verdict.
      expect(Object.keys(themes[0]).sort()).toEqual(
        ['difference', 'favourable', 'id', 'meaningful', 'name', 'score', 'standing'].sort(),
      );
    });

    it('gives nothing for a selection below the anonymity threshold', async () => {
      const small = request(setup.world.spring.id, { class: [setup.world.classes.b.id] });
      const response = await setup.world.post('/api/results/v2/themes', small, setup.world.admin);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([]);
    });

    it("answers another school's admin 404, a student 403 and an anonymous caller 401", async () => {
      const body = request(setup.world.spring.id);
      expect(
        (await setup.world.post('/api/results/v2/themes', body, setup.world.otherAdmin)).statusCode,
      ).toBe(404);
      expect((await setup.world.post('/api/results/v2/themes', body, setup.world.student)).statusCode).toBe(
        403,
      );
      expect((await setup.world.post('/api/results/v2/themes', body)).statusCode).toBe(401);
    });
  });

  describe('POST /api/results/v2/compare', () => {
    it('reads before → after by date whichever period is opened, with theme verdicts on respondent scores', async () => {
      const fromSpring = await setup.world.post(
        '/api/results/v2/compare',
        {
          ...request(setup.world.spring.id),
          compare_identifiers: { type: 'period', id: setup.world.autumn.id },
        },
        setup.world.admin,
      );
      const fromAutumn = await setup.world.post(
        '/api/results/v2/compare',
        {
          ...request(setup.world.autumn.id),
          compare_identifiers: { type: 'period', id: setup.world.spring.id },
        },
        setup.world.admin,
      );
      const [a, b] = [fromSpring.json().data, fromAutumn.json().data] as ComparisonResult[];
      for (const result of [a, b]) {
        expect(result.left.period?.name).toBe('Spring');
        expect(result.right.period?.name).toBe('Autumn');
      }
      expect(a.pillars).toEqual(b.pillars);
      const learning = a.pillars.find((pillar) => pillar.id === 'learning');
      expect(learning?.delta).toBeGreaterThan(0);
      expect(learning?.meaningful).toBe(true);
      const safety = a.pillars.find((pillar) => pillar.id === 'safety');
      expect(safety).toMatchObject({ delta: 0, meaningful: false });
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { RegionSchools } from '../../../common/dashboards/types';
import type { SchoolsView } from '../../../common/results/schoolsView';
import { allQuestions } from '../../../common/survey/content';
import { threshold } from '../../test/adversarialSchool';
import {
  answeredKeys,
  assertNoSmallDifference,
  type Filters,
  membersOf,
  type Reader,
  readSelection,
  type Shown,
} from '../../test/anonymityProperty';
import { bearer } from '../../test/factories';
import { buildResponses, buildResultsPeriod } from '../../test/resultsFactories';
import { schoolsViewWorld } from '../../test/schoolsViewWorld';
import { createTestApp, type TestApp } from '../../test/testApp';

type World = Awaited<ReturnType<typeof schoolsViewWorld>>;

async function readView(t: TestApp, w: World, token: string): Promise<SchoolsView> {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/results/v2/schools-view?${w.query}`,
    headers: bearer(token),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

async function summaryOf(t: TestApp, token: string, periodId: number, benchmarkId?: number) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/results/v2/summary',
    payload: {
      period_identifiers: { type: 'period', id: periodId },
      ...(benchmarkId ? { benchmarkId } : {}),
    },
    headers: bearer(token),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

async function readRegionHome(t: TestApp, token: string): Promise<RegionSchools> {
  const answer = await t.app.inject({ method: 'GET', url: '/api/region/schools', headers: bearer(token) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

/**
 * The regional officer's home as a reader: each school's latest closed period and the one before, a
 * score over the whole period each, shown exactly when the school's own results show it.
 */
async function regionHomeShown(t: TestApp, w: World, rowsOfPeriod: Map<number, Shown['members']>) {
  const shown: Shown[] = [];
  const home = await readRegionHome(t, w.officer);
  for (const school of home.schools) {
    const { latest } = school;
    if (!latest) continue;
    const sides = [{ id: latest.period.id, compound: latest.compound.value }];
    if (latest.previous) sides.push(latest.previous);
    for (const side of sides) {
      const own = await summaryOf(t, w.tokens.superAdmin, side.id);
      const label = `region home ${school.name} period ${side.id}`;
      if (own.info.hidden) {
        expect(side.compound, label).toBe(-1);
        expect(latest.compound_change, label).toBeNull();
        continue;
      }
      expect(side.compound, label).toBe(own.info.compound_score.value);
      const members = rowsOfPeriod.get(side.id);
      if (!members) throw new Error(`${label}: a period the world did not make`);
      shown.push({ label, members, keys: new Map() });
    }
  }
  return { home, shown };
}

/** The adversarial school's near misses as its admin reads them: the whole, each class and all but it, each filter value and all but it. */
function nearMisses(w: World): Filters[] {
  const { classIds, filters } = w.world;
  const misses: Filters[] = [{}];
  for (const id of classIds)
    misses.push({ class: [id] }, { class: classIds.filter((other) => other !== id) });
  for (const filter of filters) {
    const values = [...new Set(Object.values(filter.values))];
    for (const value of values)
      misses.push(
        { question: { [filter.id]: [value] } },
        { question: { [filter.id]: values.filter((other) => other !== value) } },
      );
  }
  return misses;
}

describe('the schools × themes view as one more reader of the anonymity property', () => {
  it('shows each school exactly as its own results do, so no two figures differ by fewer than the threshold', async () => {
    const t = await createTestApp();
    try {
      const w = await schoolsViewWorld(t, 34);
      const { world } = w;
      const answered = new Map<unknown, Set<string>>();
      for (const rows of w.rowsOf.values())
        for (const row of rows) answered.set(row, new Set(answeredKeys(world.content, row.answers)));
      const known = { filters: world.filters, teacherClasses: new Map<number, number[]>() };
      const shown: Shown[] = [];
      const admin: Reader = {
        label: 'school admin',
        url: '/api/results/v2/summary',
        token: world.adminToken,
      };
      for (const filters of nearMisses(w)) {
        const body = { period_identifiers: { type: 'period', id: world.periodId }, filters };
        const members = membersOf(world.rows, filters, known);
        const read = await readSelection(t.app, admin, body, members, `admin ${JSON.stringify(filters)}`);
        if (read) shown.push(read);
      }
      const themeKeys = new Set(
        allQuestions(world.content).flatMap((question) =>
          question.pillar
            ? [question.id, ...(question.items ?? []).map((item) => `${question.id}.${item.id}`)]
            : [],
        ),
      );
      for (const token of [w.tokens.organizationAdmin, w.officer]) {
        const view = await readView(t, w, token);
        for (const row of view.schools) {
          const { current } = row;
          const own = await summaryOf(t, w.tokens.superAdmin, current.periodId);
          // Hidden in the view exactly when the school's own results hide it, with no number at all.
          if (current.hidden) {
            expect(current.hidden, row.name).toBe(own.info.hidden);
            expect(
              Object.values(current.scores).filter((score) => score !== null),
              row.name,
            ).toEqual([]);
            if (current.hidden !== 'not_released') expect(current.respondents, row.name).toBeNull();
            continue;
          }
          // Shown: the very figures of the school's own whole period, nothing finer.
          expect(current.respondents, row.name).toBe(own.info.survey_info.respondentOriginCount);
          for (const pillar of own.pillars) expect(current.scores[pillar.id], row.name).toBe(pillar.score);
          const keys = new Map<string, number>(
            own.questions
              .filter(
                (question: { key: string; hidden: string | null }) =>
                  !question.hidden && themeKeys.has(question.key),
              )
              .map((question: { key: string; answered: number }) => [question.key, question.answered]),
          );
          shown.push({ label: `view ${row.name}`, members: w.rowsOf.get(row.id) ?? [], keys });
          if (row.previous && !row.previous.hidden) {
            expect(row.previous.periodId, row.name).toBe(w.earlier.id);
            expect(row.previous.respondents, row.name).toBe(w.earlierRows.length);
            shown.push({ label: `view ${row.name} before`, members: w.earlierRows, keys: new Map() });
          }
        }
        expect(view.schools.find((row) => row.name === 'Small School')?.current.hidden).toBe(
          'too_few_respondents',
        );
        // The benchmark: the other organisation's three schools only, none of the view's.
        expect(view.benchmark?.schoolCount).toBe(3);
        const far = [...w.rowsOf.entries()].filter(
          ([id]) => ![w.school.id, w.small.school.id, w.mid.school.id, w.open.school.id].includes(id),
        );
        shown.push({
          label: 'view’s benchmark',
          members: far.flatMap(([, rows]) => rows),
          keys: new Map(),
        });
      }
      // The school's own benchmark (itself taken out) beside the view's (all the view's schools taken out): they differ by whole schools.
      const own = await summaryOf(t, world.adminToken, world.periodId);
      const overall = own.benchmarks.list.find((entry: { scope: string }) => entry.scope === 'overall');
      expect(overall.schoolCount).toBe(4);
      shown.push({
        label: 'school’s own benchmark',
        members: [...w.rowsOf.entries()]
          .filter(([id]) => ![w.school.id, w.small.school.id, w.open.school.id].includes(id))
          .flatMap(([, rows]) => rows),
        keys: new Map(),
      });
      const rowsOfPeriod = new Map([
        [world.periodId, world.rows],
        [w.earlier.id, w.earlierRows],
        [w.small.period.id, w.rowsOf.get(w.small.school.id) ?? []],
        [w.mid.period.id, w.rowsOf.get(w.mid.school.id) ?? []],
      ]);
      const region = await regionHomeShown(t, w, rowsOfPeriod);
      // Kurzeme's four schools; the open school has nothing closed, the small one is hidden.
      expect(region.home.schools.map((school) => school.name).sort()).toEqual(
        [w.school.name, 'Mid School', 'Open School', 'Small School'].sort(),
      );
      expect(region.shown.map((read) => read.label)).toHaveLength(3);
      shown.push(...region.shown);
      // The two schools shown, by the organisation admin and by the officer, each now and before.
      expect(shown.filter((read) => read.label.startsWith('view ')).length).toBe(6);
      expect(
        assertNoSmallDifference(shown, threshold, (row) => answered.get(row) ?? new Set()),
      ).toBeGreaterThan(shown.length);
    } finally {
      await t.close();
    }
  }, 600_000);

  it('counts a municipality’s parent period too, and hides the school a smaller school’s answers were put with', async () => {
    const t = await createTestApp();
    try {
      const w = await schoolsViewWorld(t, 35);
      const db = t.deps.database.db;
      const parent = await buildResultsPeriod(db, {
        organizationId: w.municipalityId,
        surveyVersionId: w.version.id,
        name: 'Novads',
      });
      const { buildSchool } = await import('../../test/factories');
      const childOf = new Map<string, number>();
      for (const [name, count] of [
        ['Parent Big', 12],
        ['Parent Tiny', 2],
      ] as const) {
        const { school } = await buildSchool(db, { name, parentId: w.municipalityId });
        const child = await buildResultsPeriod(db, {
          organizationId: school.id,
          surveyVersionId: w.version.id,
          parentPeriodId: parent.id,
        });
        await buildResponses(
          db,
          Array.from({ length: count }, (_, i) => ({
            periodId: child.id,
            answers: { safe: 1 + (i % 5), bullied: 2 },
          })),
        );
        childOf.set(name, child.id);
      }
      for (const token of [w.tokens.organizationAdmin, w.officer]) {
        const view = await readView(t, w, token);
        const rows = new Map(view.schools.map((row) => [row.name, row.current]));
        expect(rows.get('Parent Tiny')).toMatchObject({ hidden: 'too_few_respondents', respondents: null });
        // Big alone, beside the parent period's whole, would give Tiny's two answers away.
        expect(rows.get('Parent Big')).toMatchObject({
          hidden: 'complementary',
          respondents: null,
          scores: {},
        });
      }
      // One reason, worded one way, wherever Big is hidden: the parent period's heat map and its own results.
      const heatMap = await t.app.inject({
        method: 'POST',
        url: '/api/results/v2/heatmap',
        payload: { period_identifiers: { type: 'parent_period', id: parent.id } },
        headers: bearer(w.tokens.organizationAdmin),
      });
      expect(heatMap.statusCode, heatMap.body).toBe(200);
      const onMap = heatMap.json().data.schools.find((row: { name: string }) => row.name === 'Parent Big');
      expect(onMap).toMatchObject({ hidden: 'complementary', respondents: null });
      const own = await summaryOf(t, w.tokens.superAdmin, childOf.get('Parent Big') ?? 0);
      expect(own.info.hidden).toBe('complementary');
      // The officer's home names each school's latest score: neither Big's nor Tiny's.
      const home = new Map((await readRegionHome(t, w.officer)).schools.map((row) => [row.name, row.latest]));
      for (const name of ['Parent Big', 'Parent Tiny']) {
        expect(home.get(name)?.period.id, name).toBeTypeOf('number');
        expect(home.get(name)?.compound.value, name).toBe(-1);
      }
    } finally {
      await t.close();
    }
  }, 600_000);
});

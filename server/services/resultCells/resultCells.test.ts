import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActiveFilters } from '../../../common/results/types';
import type { Answers } from '../../../common/survey/answerTypes';
import type { Db } from '../../db/client';
import { groups, identities, responses, resultFilterCells, teachingAssignments } from '../../db/schema';
import { WHOLE_PERIOD } from '../../db/schema/resultCells';
import { buildIdentity, buildSchool, claimsFor } from '../../test/factories';
import { buildClass } from '../../test/respondentFactories';
import { buildResponses, buildResultsPeriod, type ResponseSeed } from '../../test/resultsFactories';
import { climateSurvey } from '../../test/resultsTestWorld';
import { buildPublishedSurvey } from '../../test/surveyFactories';
import { useTestDatabase } from '../../test/useTestDatabase';
import { buildResultFilter } from '../resultFilters/buildResultFilter';
import { createFilter, updateFilter } from '../resultFilters/filterWrites';
import { loadAnswerCounts, loadScoreTalliesByPeriod } from '../results/answerCounts';
import { type ResultsScope, resolveResultsScope } from '../results/resultsScope';
import { selectionSize } from '../results/selection';
import { startCellFolder } from './cellFolder';
import { cellRowsFor } from './cellReads';
import { foldPendingResponses, rebuildFilterCells, rebuildPeriodCells } from './foldCells';

/** A small deterministic generator, so a failure can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: T[]) => items[Math.floor(next() * items.length)] };
}

/** Answers as respondents give them: some skipped, multiple choice of none to two, matrices part-filled, free text. */
function randomAnswers(random: ReturnType<typeof randomFrom>): Answers {
  const answers: Answers = {};
  if (random.next() < 0.9) answers.safe = random.pick([1, 2, 3, 4, 5]);
  if (random.next() < 0.7) answers.clubs = random.pick([[], ['a'], ['b'], ['a', 'b']]);
  if (random.next() < 0.8) {
    const grid: Record<string, number> = {};
    if (random.next() < 0.9) grid.i1 = random.pick([1, 2, 3, 4, 5]);
    if (random.next() < 0.7) grid.i2 = random.pick([1, 2, 3, 4, 5]);
    answers.grid = grid;
  }
  if (random.next() < 0.5) answers.note = random.pick(['calm', 'loud', '']);
  return answers;
}

const safeBands = {
  question_options: [
    { id: '1', value: 'low' },
    { id: '2', value: 'low' },
    { id: '3', value: 'middle' },
    { id: '4', value: 'high' },
    { id: '5', value: 'high' },
  ],
};

async function foldAll(db: Db): Promise<number> {
  let total = 0;
  for (let folded = await foldPendingResponses(db); folded > 0; folded = await foldPendingResponses(db)) {
    total += folded;
  }
  return total;
}

describe('the results cube', () => {
  let db: Db;
  useTestDatabase((database) => {
    db = database.db;
  });

  async function scopeOf(
    identity: typeof identities.$inferSelect,
    type: 'period' | 'parent_period',
    id: number,
  ) {
    const claims = { ...claimsFor(identity), tokenId: 't', expiresAt: 0 };
    return resolveResultsScope(db, { kind: 'identity', claims }, { type, id });
  }

  /** A period of random answers over three classes and none; a teacher of class A who reads own classes. */
  async function world(seed: number, count = 90) {
    const random = randomFrom(seed);
    const { school, parent } = await buildSchool(db);
    const { version } = await buildPublishedSurvey(db, school.id, { content: climateSurvey() });
    const period = await buildResultsPeriod(db, { organizationId: school.id, surveyVersionId: version.id });
    const a = await buildClass(db, school.id, { name: '7.a' });
    const b = await buildClass(db, school.id, { name: '8.b' });
    const c = await buildClass(db, school.id, { name: '8.c' });
    const [group] = await db.insert(groups).values({ organizationId: school.id, name: 'Choir' }).returning();
    const places = [
      { classId: a.id, grade: 7 },
      { classId: b.id, grade: 8 },
      { classId: c.id, grade: 8 },
      { classId: null, grade: null },
      { classId: null, grade: 7 },
    ];
    const seeds: ResponseSeed[] = Array.from({ length: count }, () => ({
      periodId: period.id,
      ...random.pick(places),
      groupIds: random.next() < 0.3 ? [group.id] : [],
      answers: randomAnswers(random),
      status: random.next() < 0.1 ? ('in_progress' as const) : ('finished' as const),
    }));
    await buildResponses(db, seeds);

    const { identity: admin } = await buildIdentity(db, {
      type: 'school_admin',
      organizationId: school.id,
      permissions: { view_survey_results: true },
    });
    const { identity: teacher } = await buildIdentity(db, { type: 'teacher', organizationId: school.id });
    await db.update(identities).set({ teacherAccessToResults: true }).where(eq(identities.id, teacher.id));
    await db.insert(teachingAssignments).values({ teacherId: teacher.id, classId: a.id });
    const scope = await scopeOf(admin, 'period', period.id);
    const filter = await createFilter(
      db,
      scope,
      admin.id,
      { questionId: 'safe', name: 'Safe', mapping: safeBands },
      'en',
    );
    await buildResultFilter(db, { filterId: filter.id, revision: filter.revision });
    return {
      school,
      parent,
      version,
      period,
      classes: { a, b, c },
      group,
      admin,
      teacher,
      scope,
      filter,
      seeds,
      random,
    };
  }

  type World = Awaited<ReturnType<typeof world>>;

  const selections = (w: World): ActiveFilters[] => [
    {},
    { class: [w.classes.a.id] },
    { class: [w.classes.a.id, w.classes.b.id] },
    { grade: [8] },
    { grade: [7], class: [w.classes.a.id, w.classes.c.id] },
    { teacher: [w.teacher.id] },
    { teacher: [w.teacher.id], grade: [8] },
    { question: { [w.filter.id]: ['high'] } },
    { question: { [w.filter.id]: ['low', 'middle'] } },
  ];

  /** The cells (with the live tail) answer exactly what counting every response live answers. */
  async function expectSameAsLive(scope: ResultsScope, filters: ActiveFilters) {
    const live = await loadAnswerCounts(db, scope, filters, { useCells: false });
    expect(await loadAnswerCounts(db, scope, filters)).toEqual(live);
    expect(await loadScoreTalliesByPeriod(db, scope, filters)).toEqual(
      await loadScoreTalliesByPeriod(db, scope, filters, { useCells: false }),
    );
    expect(await selectionSize(db, scope, filters)).toBe(live.respondents);
  }

  it('reads from the cells what live counting reads, folded in full or in part', async () => {
    const w = await world(11);
    for (const filters of selections(w)) expect(cellRowsFor(w.scope, filters)).not.toBeNull();
    expect(cellRowsFor(w.scope, { group: [w.group.id] })).toBeNull();
    expect(cellRowsFor(w.scope, { grade: [0] })).toBeNull();
    expect(
      cellRowsFor(w.scope, { class: [w.classes.a.id], question: { [w.filter.id]: ['high'] } }),
    ).toBeNull();
    const teacherScope = await scopeOf(w.teacher, 'period', w.period.id);
    expect(teacherScope.ownClassIds).toEqual([w.classes.a.id]);

    await foldPendingResponses(db, { batchSize: 30 });
    for (const filters of selections(w)) await expectSameAsLive(w.scope, filters);
    await foldAll(db);
    const [pending] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(responses)
      .where(
        and(
          eq(responses.periodId, w.period.id),
          eq(responses.status, 'finished'),
          eq(responses.counted, false),
        ),
      );
    expect(pending.n).toBe(0);
    for (const filters of selections(w)) await expectSameAsLive(w.scope, filters);
    for (const filters of [{}, { grade: [7] }, { class: [w.classes.b.id] }])
      await expectSameAsLive(teacherScope, filters);
    await expectSameAsLive(w.scope, { group: [w.group.id] });

    const whole = await db.execute(sql`
      select count from result_cells
      where period_id = ${w.period.id} and class_key = ${WHOLE_PERIOD} and grade = ${WHOLE_PERIOD} and kind = 'respondents'`);
    expect((whole as unknown as { rows: { count: number }[] }).rows[0].count).toBe(
      w.seeds.filter((seed) => seed.status === 'finished').length,
    );
  });

  it('counts a response finished after a fold at once, and only once after the next fold', async () => {
    const w = await world(23, 40);
    await foldAll(db);
    const before = await loadAnswerCounts(db, w.scope, {});
    await buildResponses(db, [
      { periodId: w.period.id, classId: w.classes.a.id, grade: 7, answers: { safe: 5, clubs: ['a'] } },
    ]);
    const tail = await loadAnswerCounts(db, w.scope, {});
    expect(tail.respondents).toBe(before.respondents + 1);
    expect(tail.values.safe['5']).toBe((before.values.safe['5'] ?? 0) + 1);
    expect(await selectionSize(db, w.scope, { question: { [w.filter.id]: ['high'] } })).toBe(
      (await loadAnswerCounts(db, w.scope, { question: { [w.filter.id]: ['high'] } }, { useCells: false }))
        .respondents,
    );

    expect(await foldAll(db)).toBeGreaterThanOrEqual(1);
    expect(await loadAnswerCounts(db, w.scope, {})).toEqual(tail);
    for (const filters of selections(w)) await expectSameAsLive(w.scope, filters);

    await rebuildPeriodCells(db, w.period.id);
    expect(await loadAnswerCounts(db, w.scope, {})).toEqual(tail);
  });

  it('counts a question filter built after the responses were folded, and its regrouping', async () => {
    const w = await world(37);
    await foldAll(db);
    const late = await createFilter(
      db,
      w.scope,
      w.admin.id,
      { questionId: 'safe', name: 'Late', mapping: { question_options: [{ id: '5', value: 'top' }] } },
      'en',
    );
    await buildResultFilter(db, { filterId: late.id, revision: late.revision });
    await expectSameAsLive(w.scope, { question: { [late.id]: ['top'] } });

    const { row } = await updateFilter(db, w.scope, late.id, {
      mapping: {
        question_options: [
          { id: '4', value: 'top' },
          { id: '5', value: 'top' },
          { id: '1', value: 'bottom' },
        ],
      },
    });
    await buildResponses(db, [{ periodId: w.period.id, answers: { safe: 4 } }]);
    // Until the new mapping is built, folding leaves the filter to its build.
    await foldAll(db);
    await expectSameAsLive(w.scope, { question: { [late.id]: ['top'] } });
    await buildResultFilter(db, { filterId: late.id, revision: row.revision });
    await expectSameAsLive(w.scope, { question: { [late.id]: ['top'] } });
    await expectSameAsLive(w.scope, { question: { [late.id]: ['bottom'] } });

    await db.delete(resultFilterCells).where(eq(resultFilterCells.filterId, late.id));
    await rebuildFilterCells(db, late.id);
    await expectSameAsLive(w.scope, { question: { [late.id]: ['top', 'bottom'] } });
  });

  it('catches up the responses folded while a filter build runs without the cells lock', async () => {
    const w = await world(47, 60);
    await foldPendingResponses(db, { batchSize: 25 });
    const late = await createFilter(
      db,
      w.scope,
      w.admin.id,
      { questionId: 'safe', name: 'During', mapping: safeBands },
      'en',
    );
    await buildResponses(db, [
      { periodId: w.period.id, classId: w.classes.b.id, grade: 8, answers: { safe: 2 } },
    ]);
    let foldedMeanwhile = 0;
    await buildResultFilter(
      db,
      { filterId: late.id, revision: late.revision },
      {
        // After the snapshot, before the lock: responses finish (one inserted finished) and a fold counts them.
        beforeCatchUp: async (tx) => {
          await buildResponses(tx, [
            { periodId: w.period.id, classId: w.classes.a.id, grade: 7, answers: { safe: 5 } },
            { periodId: w.period.id, answers: { safe: 1, clubs: ['a'] } },
          ]);
          foldedMeanwhile = await foldAll(tx);
        },
      },
    );
    expect(foldedMeanwhile).toBeGreaterThan(3);
    const [pending] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(responses)
      .where(
        and(
          eq(responses.periodId, w.period.id),
          eq(responses.status, 'finished'),
          eq(responses.counted, false),
        ),
      );
    expect(pending.n).toBe(0);
    for (const values of [['low'], ['middle'], ['high'], ['low', 'middle', 'high']])
      await expectSameAsLive(w.scope, { question: { [late.id]: values } });
    for (const filters of selections(w)) await expectSameAsLive(w.scope, filters);

    await buildResponses(db, [{ periodId: w.period.id, answers: { safe: 3 } }]);
    await foldAll(db);
    await expectSameAsLive(w.scope, { question: { [late.id]: ['middle'] } });
  });

  it('folds each response once when two folds run together', async () => {
    const w = await world(41, 60);
    const [first, second] = await Promise.all([
      foldPendingResponses(db, { batchSize: 20 }),
      foldPendingResponses(db, { batchSize: 20 }),
    ]);
    expect(first + second).toBeGreaterThan(0);
    await Promise.all([foldAll(db), foldAll(db)]);
    for (const filters of selections(w)) await expectSameAsLive(w.scope, filters);
  });

  it('counts a parent period over its schools, with a question filter made on the parent period', async () => {
    const w = await world(53, 30);
    const parentPeriod = await buildResultsPeriod(db, {
      organizationId: w.parent.id,
      surveyVersionId: w.version.id,
    });
    const random = randomFrom(7);
    for (const organizationId of [
      w.school.id,
      (await buildSchool(db, { parentId: w.parent.id })).school.id,
    ]) {
      const child = await buildResultsPeriod(db, {
        organizationId,
        surveyVersionId: w.version.id,
        parentPeriodId: parentPeriod.id,
      });
      await buildResponses(
        db,
        Array.from({ length: 25 }, () => ({ periodId: child.id, answers: randomAnswers(random) })),
      );
    }
    const { identity: organizationAdmin } = await buildIdentity(db, {
      type: 'organization_admin',
      organizationId: w.parent.id,
    });
    const scope = await scopeOf(organizationAdmin, 'parent_period', parentPeriod.id);
    const filter = await createFilter(
      db,
      scope,
      organizationAdmin.id,
      { questionId: 'safe', name: 'Safe', mapping: safeBands },
      'en',
    );
    await buildResultFilter(db, { filterId: filter.id, revision: filter.revision });
    await foldPendingResponses(db, { batchSize: 10 });
    await expectSameAsLive(scope, { question: { [filter.id]: ['high'] } });
    await foldAll(db);
    await buildResponses(db, [{ periodId: scope.periodIds[1], answers: { safe: 4 } }]);
    await foldAll(db);
    for (const filters of [
      {},
      { question: { [filter.id]: ['high'] } },
      { question: { [filter.id]: ['low'] } },
    ]) {
      await expectSameAsLive(scope, filters);
    }
  });

  it('folds in the background soon after responses finish, and stops', async () => {
    const w = await world(61, 10);
    const logged: unknown[] = [];
    const folder = startCellFolder(
      db,
      { info: () => {}, warn: () => {}, debug: () => {}, error: (...args: unknown[]) => logged.push(args) },
      { intervalMs: 100 },
    );
    try {
      await buildResponses(db, [{ periodId: w.period.id, answers: { safe: 3 } }]);
      folder.nudge();
      const deadline = Date.now() + 5000;
      let pending = 1;
      while (pending > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(responses)
          .where(
            and(
              eq(responses.periodId, w.period.id),
              eq(responses.status, 'finished'),
              eq(responses.counted, false),
            ),
          );
        pending = row.n;
      }
      expect(pending).toBe(0);
      expect(logged).toEqual([]);
    } finally {
      await folder.stop();
    }
    await expectSameAsLive(w.scope, {});
  });
});

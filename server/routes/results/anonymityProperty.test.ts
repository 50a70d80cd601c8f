import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allQuestions } from '../../../common/survey/content';
import {
  classes as classesTable,
  groups,
  identities,
  organizations,
  responses,
  surveyPeriods,
  surveyVersions,
  teachingAssignments,
  users,
} from '../../db/schema';
import { seedDemoData } from '../../db/seed/seed';
import {
  adversarialSchool,
  type PropertyWorld,
  textThreshold,
  threshold,
} from '../../test/adversarialSchool';
import {
  answeredKeys,
  assertNoSmallDifference,
  type Filters,
  type KnownFilter,
  membersOf,
  type Reader,
  readSelection,
  seeded,
  wroteText,
} from '../../test/anonymityProperty';
import { bearer, buildIdentity, tokenFor } from '../../test/factories';
import { buildQuestionFilter, buildResponses, buildResultsPeriod } from '../../test/resultsFactories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { realDatabaseUrl } from '../../test/testDatabase';

/** Up to two criteria: classes, grades, a group, a teacher, or any values of a question filter. */
function randomFilters(world: PropertyWorld): Filters {
  const { random } = world;
  const filters: Filters = {};
  const kinds = random
    .subset(['class', 'grade', 'group', 'teacher', 'question', 'question'], 0.35)
    .slice(0, 2);
  for (const kind of kinds) {
    if (kind === 'class') filters.class = random.subset(world.classIds, 0.3);
    if (kind === 'grade') filters.grade = random.subset(world.grades, 0.5);
    if (kind === 'group' && world.groupIds.length) filters.group = [random.pick(world.groupIds)];
    if (kind === 'teacher') filters.teacher = [world.teacher.id];
    if (kind === 'question') {
      const filter = random.pick(world.filters);
      const values = random.subset([...new Set(Object.values(filter.values))], 0.5);
      filters.question = { ...filters.question, [filter.id]: values };
    }
  }
  return filters;
}

/**
 * Reads near misses (each value and all values but one of every filter, each class and all classes
 * but one: the pairs of the review), then random selections by random readers (the admin, a teacher
 * limited to their classes, a share link), and checks every pair shown, overall, per question and
 * for texts. Returns how many were shown.
 */
async function propertyHolds(t: TestApp, world: PropertyWorld, randomReads: number): Promise<string[]> {
  const { app } = t;
  const known = {
    filters: world.filters,
    teacherClasses: new Map([[world.teacher.id, world.teacher.taught]]),
  };
  const share = await app.inject({
    method: 'POST',
    url: '/api/results/v2/share',
    payload: { period_id: world.periodId },
    headers: bearer(world.adminToken),
  });
  expect(share.statusCode, share.body).toBe(201);
  const readers: Reader[] = [
    { label: 'admin', url: '/api/results/v2/summary', token: world.adminToken },
    {
      label: 'teacher',
      url: '/api/results/v2/summary',
      token: world.teacher.token,
      ownClasses: world.teacher.taught,
    },
    { label: 'share link', url: `/api/${share.json().data.url.slice(1)}/summary` },
  ];
  const answered = new Map(world.rows.map((row) => [row, new Set(answeredKeys(world.content, row.answers))]));
  const textQuestion = allQuestions(world.content).find((question) => question.type.startsWith('text'))?.id;
  const shown = [];
  const texts = [];
  const nearMisses: Filters[] = [{}];
  for (const filter of world.filters) {
    const values = [...new Set(Object.values(filter.values))];
    for (const value of values) {
      nearMisses.push({ question: { [filter.id]: [value] } });
      nearMisses.push({ question: { [filter.id]: values.filter((other) => other !== value) } });
    }
  }
  for (const id of world.classIds) {
    nearMisses.push({ class: [id] });
    nearMisses.push({ class: world.classIds.filter((other) => other !== id) });
  }
  for (let i = 0; i < nearMisses.length + randomReads; i++) {
    const reader = i < nearMisses.length ? readers[0] : world.random.pick(readers);
    const filters = i < nearMisses.length ? nearMisses[i] : randomFilters(world);
    const members = membersOf(world.rows, filters, known, reader.ownClasses);
    const label = `${reader.label} ${JSON.stringify(filters)}`;
    const body = { period_identifiers: { type: 'period', id: world.periodId }, filters };
    const read = await readSelection(app, reader, body, members, label);
    if (read) {
      // Each question shown counts exactly the selection's answers to it.
      for (const [key, count] of read.keys) {
        expect(members.filter((row) => answered.get(row)?.has(key)).length, `${label} ${key}`).toBe(count);
      }
      shown.push(read);
    }
    if (textQuestion && i % 4 === 0) {
      const listed = await app.inject({
        method: 'POST',
        url: reader.url.replace(/summary$/, 'texts'),
        payload: { ...body, question_id: textQuestion },
        headers: reader.token ? bearer(reader.token) : {},
      });
      expect(listed.statusCode).toBe(200);
      const writers = members.filter((row) => wroteText(row.answers, textQuestion));
      if (listed.json().data.hidden === null) {
        expect(listed.json().data.total, label).toBe(writers.length);
        texts.push({ label, members: writers, keys: new Map<string, number>() });
      }
    }
  }
  expect(assertNoSmallDifference(shown, threshold, (row) => answered.get(row) ?? new Set())).toBeGreaterThan(
    shown.length,
  );
  assertNoSmallDifference(texts, textThreshold, () => new Set());
  return shown.map((read) => read.label);
}

describe('anonymity as a property of every result a reader can obtain', () => {
  it('holds for random pairs of selections, item counts, texts, readers and share links over an adversarial school', async () => {
    const t = await createTestApp();
    try {
      const { world } = await adversarialSchool(t, 34);
      // The whole, classes, values of filters: enough shown to make the property bite.
      expect((await propertyHolds(t, world, 50)).length).toBeGreaterThan(10);
    } finally {
      await t.close();
    }
  }, 600_000);

  it('holds as well when the period’s results are cut for the whole school, where groups of answers show', async () => {
    const t = await createTestApp();
    try {
      const { world } = await adversarialSchool(t, 35, 'school');
      const shown = await propertyHolds(t, world, 30);
      // No class alone, but values of the filters and their combinations.
      expect(shown.some((label) => label.includes('"question"'))).toBe(true);
      expect(shown.some((label) => /^admin \{"class":\[\d+\]\}$/.test(label))).toBe(false);
    } finally {
      await t.close();
    }
  }, 600_000);

  it('shows nothing but counts while a period is open, and takes no answer once released', async () => {
    const t = await createTestApp();
    try {
      const { world, school, version, classes } = await adversarialSchool(t, 7);
      const db = t.deps.database.db;
      const open = await buildResultsPeriod(db, {
        organizationId: school.id,
        surveyVersionId: version.id,
        startsAt: new Date(Date.now() - 86_400_000),
        endsAt: new Date(Date.now() + 86_400_000),
      });
      const read = (filters: Filters = {}) =>
        t.app.inject({
          method: 'POST',
          url: '/api/results/v2/summary',
          payload: { period_identifiers: { type: 'period', id: open.id }, filters },
          headers: bearer(world.adminToken),
        });
      for (let step = 0; step < 12; step++) {
        await buildResponses(db, [
          {
            periodId: open.id,
            classId: classes[7].id,
            grade: 9,
            answers: { safe: 1 + (step % 5), bullied: 1 },
          },
        ]);
        const { info, questions } = (await read()).json().data;
        // One more pupil each step: the count moves, no figure does.
        expect(info).toMatchObject({ hidden: 'not_released', survey_info: { num_finished: step + 1 } });
        expect(info.results_from).toBe(open.endsAt.toISOString());
        expect(questions.every((question: { answered: number }) => question.answered === 0)).toBe(true);
        const texts = await t.app.inject({
          method: 'POST',
          url: '/api/results/v2/texts',
          payload: { period_identifiers: { type: 'period', id: open.id }, question_id: 'note' },
          headers: bearer(world.adminToken),
        });
        expect(texts.json().data).toMatchObject({ hidden: 'not_released', answers: [] });
      }
      const patch = (payload: object) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/school/${school.id}/periods/${open.id}`,
          payload,
          headers: bearer(world.adminToken),
        });
      // How results will be cut may change until they are released.
      expect((await patch({ results_detail: 'grades' })).json().data.results_detail).toBe('grades');
      const closed = await t.app.inject({
        method: 'POST',
        url: `/api/school/${school.id}/periods/${open.id}/close`,
        headers: bearer(world.adminToken),
      });
      expect(closed.statusCode).toBe(200);
      const released = (await read()).json().data;
      expect(released.info).toMatchObject({ hidden: null, survey_info: { respondentOriginCount: 12 } });
      // Reopened, a late answer would move figures already read by one pupil; cut otherwise, the
      // new cut set beside the released one could single pupils out.
      const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
      expect((await patch({ ends_at: nextWeek })).statusCode).toBe(409);
      // A period that ended by its date may be extended until its results are read, not after.
      const ended = (periodId: number) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/school/${school.id}/periods/${periodId}`,
          payload: { ends_at: nextWeek },
          headers: bearer(world.adminToken),
        });
      const unread = await buildResultsPeriod(db, { organizationId: school.id, surveyVersionId: version.id });
      expect((await ended(unread.id)).statusCode).toBe(200);
      await t.app.inject({
        method: 'POST',
        url: '/api/results/v2/summary',
        payload: { period_identifiers: { type: 'period', id: world.periodId } },
        headers: bearer(world.adminToken),
      });
      const reopened = await ended(world.periodId);
      expect(reopened.statusCode).toBe(409);
      expect(reopened.json().message).toMatch(/no more answers can be taken/);
      const recut = await patch({ results_detail: 'classes' });
      expect(recut.statusCode).toBe(409);
      expect(recut.json().message).toMatch(/how they are shown can no longer change/);
    } finally {
      await t.close();
    }
  });
});

// The demo data needs an empty database of its own; the shared PostgreSQL of test:pg is not one.
describe.skipIf(realDatabaseUrl)('anonymity over the demo data', () => {
  it('holds for the demo school’s autumn period with filters on bullying and a choice question', async () => {
    const t = await createTestApp();
    try {
      const db = t.deps.database.db;
      await seedDemoData(db);
      const [school] = await db.select().from(organizations).where(eq(organizations.slug, 'demo-school'));
      const [period] = await db
        .select({ id: surveyPeriods.id, content: surveyVersions.content })
        .from(surveyPeriods)
        .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
        .where(and(eq(surveyPeriods.organizationId, school.id), eq(surveyPeriods.name, 'Rudens 2026')));
      const choice = allQuestions(period.content).find((question) => question.type === 'single');
      if (!choice?.options) throw new Error('the demo survey has a single-choice question');
      const ownValues = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, id]));
      const filters: KnownFilter[] = [];
      for (const [question, values] of [
        ['bullied', ownValues(['1', '2', '3', '4', '5'])],
        [choice.id, ownValues(choice.options.map((option) => option.id))],
      ] as const) {
        const filter = await buildQuestionFilter(db, period.id, question, values);
        filters.push({ id: filter.id, question, values });
      }
      const rows = (
        await db
          .select({
            classId: responses.classId,
            grade: responses.grade,
            groupIds: responses.groupIds,
            answers: responses.answers,
          })
          .from(responses)
          .where(and(eq(responses.periodId, period.id), eq(responses.status, 'finished')))
      ).map((row) => ({ ...row, groupIds: row.groupIds ?? [] }));
      const schoolClasses = await db
        .select()
        .from(classesTable)
        .where(eq(classesTable.organizationId, school.id));
      const [admin] = await db
        .select({ identity: identities })
        .from(identities)
        .innerJoin(users, eq(users.id, identities.userId))
        .where(and(eq(users.username, 'admin'), eq(identities.organizationId, school.id)));
      const { identity: teacher } = await buildIdentity(db, { type: 'teacher', organizationId: school.id });
      await db.update(identities).set({ teacherAccessToResults: true }).where(eq(identities.id, teacher.id));
      const taught = schoolClasses.slice(0, 3).map((klass) => klass.id);
      await db
        .insert(teachingAssignments)
        .values(taught.map((classId) => ({ teacherId: teacher.id, classId })));
      const shown = await propertyHolds(
        t,
        {
          content: period.content,
          periodId: period.id,
          rows,
          classIds: schoolClasses.map((klass) => klass.id),
          groupIds: (await db.select().from(groups).where(eq(groups.organizationId, school.id))).map(
            (g) => g.id,
          ),
          grades: [...new Set(schoolClasses.map((klass) => klass.grade ?? 0))],
          filters,
          adminToken: await tokenFor(t.deps, admin.identity),
          teacher: { id: teacher.id, token: await tokenFor(t.deps, teacher), taught },
          random: seeded(2026),
        },
        20,
      );
      // Twenty classes of about twenty: each class and most of the other selections are shown.
      expect(shown.length).toBeGreaterThan(30);
    } finally {
      await t.close();
    }
  }, 600_000);
});

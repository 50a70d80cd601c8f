import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../auth/secrets';
import { resultShareLinks } from '../../db/schema/results';
import { buildSchool } from '../../test/factories';
import { buildResponses, buildResultsPeriod } from '../../test/resultsFactories';
import { buildParentPeriodWorld } from '../../test/resultsParentWorld';
import { buildPublishedSurvey } from '../../test/surveyFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

type FilterRow = { type: string; values: { value: string; label: string }[] };
type School = { id: number; name: string };

/**
 * Issue 13, finding 1: a school-level reader of a parent period sees their own school's part and,
 * of the others, only the parent's aggregate as a benchmark; the organisation admin and
 * super-admins see every school.
 */
describe('a parent period read by one of its schools', () => {
  let ctx: TestApp;
  let world: Awaited<ReturnType<typeof buildParentPeriodWorld>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    world = await buildParentPeriodWorld(ctx);
  });
  afterAll(() => ctx.close());

  const parentRequest = () => ({ period_identifiers: { type: 'parent_period', id: world.parent.id } });
  const summary = (token: string | undefined, extra: object = {}) =>
    world.post('/api/results/v2/summary', { ...parentRequest(), ...extra }, token);
  const texts = (token: string) =>
    world.post('/api/results/v2/texts', { ...parentRequest(), question_id: 'note' }, token);
  const classLabels = async (token: string) => {
    const response = await world.post('/api/results/v2/filters', parentRequest(), token);
    expect(response.statusCode).toBe(200);
    const rows: FilterRow[] = response.json().data;
    return {
      labels: rows.find((row) => row.type === 'class')?.values.map((value) => value.label) ?? [],
      canEdit: response.json().meta.can_edit_filters,
    };
  };
  const schoolReaders = () => [
    ['the school admin', world.schoolAdmin.token],
    ['a teacher with results access', world.teacher.token],
  ];

  it('counts only the reader’s own school in the summary, with the parent’s aggregate as a benchmark', async () => {
    for (const [, token] of schoolReaders()) {
      const response = await summary(token);
      expect(response.statusCode).toBe(200);
      const { info, benchmarks } = response.json().data;
      expect(info.survey_info.respondentOriginCount).toBe(12);
      expect(info.survey_info.num_finished).toBe(12);
      expect(info.own_schools_only).toBe(true);
      expect(info.period).toMatchObject({ id: world.parent.id, name: 'Municipality spring' });
      expect(info.survey_info.organizations.map((o: School) => o.id)).toEqual([world.schools.a.id]);
      expect(benchmarks.list[0]).toMatchObject({
        id: 0,
        scope: 'parent_period',
        // Other schools only (issue 35): B and C, not the reader's A.
        schoolCount: 2,
        respondentCount: 24,
        name: { en: 'Municipality spring: the other schools' },
      });
    }
    const chosen = (await summary(world.schoolAdmin.token, { benchmarkId: 0 })).json().data;
    expect(chosen.benchmarks.selected).toBe(0);
    // A answers safe 3, B 1, C 5: the school is at 50, the other schools together at 50 too, B alone at 0.
    const safe = chosen.questions.find((question: { key: string }) => question.key === 'safe');
    expect(safe.score).toBe(50);
    expect(safe.benchmark).toEqual({ score: 50, favourable: expect.any(Number) });
    expect(JSON.stringify(chosen)).not.toContain(world.schools.b.name);
  });

  it('lists only the reader’s own classes as filters, edits none, and answers another school’s class as missing (404)', async () => {
    for (const [, token] of schoolReaders()) {
      const { labels, canEdit } = await classLabels(token);
      expect(labels).toHaveLength(1);
      expect(labels[0]).toContain('A 7.a');
      expect(canEdit).toBe(false);
    }
    const foreign = await summary(world.schoolAdmin.token, { filters: { class: [world.classes.b.id] } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toContain('filters.class');
    expect(JSON.stringify(foreign.json())).not.toContain('B 8.b');
    const foreignTexts = await world.post(
      '/api/results/v2/texts',
      { ...parentRequest(), question_id: 'note', filters: { class: [world.classes.b.id] } },
      world.teacher.token,
    );
    expect(foreignTexts.statusCode).toBe(404);
    const made = await world.post(
      `/api/results/${world.parent.id}/filters`,
      { question_id: 'safe', name: 'Safety', mapping: { question_options: [{ id: '1', value: 'low' }] } },
      world.schoolAdmin.token,
    );
    expect(made.statusCode).toBe(403);
  });

  it('gives open texts of the reader’s own school only', async () => {
    for (const [, token] of schoolReaders()) {
      const response = await texts(token);
      expect(response.statusCode).toBe(200);
      const { answers } = response.json().data;
      expect(answers.length).toBe(12);
      expect(answers.every((answer: string) => answer.startsWith('From A'))).toBe(true);
    }
  });

  it('refuses the heat map, exports and share links to a school-level reader (403)', async () => {
    for (const [, token] of schoolReaders()) {
      const heatMap = await world.post('/api/results/v2/heatmap', parentRequest(), token);
      expect(heatMap.statusCode).toBe(403);
      expect(JSON.stringify(heatMap.json())).not.toContain(world.schools.b.name);
      const exported = await world.post(
        '/api/results/v2/exports',
        { kind: 'xlsx', request: parentRequest() },
        token,
      );
      expect(exported.statusCode).toBe(403);
    }
    const shared = await world.post(
      '/api/results/v2/share',
      { period_id: world.parent.id },
      world.schoolAdmin.token,
    );
    expect(shared.statusCode).toBe(403);
  });

  it('shows every school to the organisation admin and a super-admin', async () => {
    for (const token of [world.organizationAdmin.token, world.superAdmin.token]) {
      const { info, benchmarks } = (await summary(token)).json().data;
      expect(info.survey_info.respondentOriginCount).toBe(36);
      expect(info.own_schools_only).toBe(false);
      expect(benchmarks.list.some((benchmark: { id: number }) => benchmark.id === 0)).toBe(false);
      const heatMap = await world.post('/api/results/v2/heatmap', parentRequest(), token);
      expect(heatMap.statusCode).toBe(200);
      expect(
        heatMap
          .json()
          .data.schools.map((school: School) => school.name)
          .sort(),
      ).toEqual([world.schools.a.name, world.schools.b.name, world.schools.c.name].sort());
      const { labels } = await classLabels(token);
      expect(labels).toHaveLength(3);
      for (const name of ['A 7.a', 'B 8.b', 'C 9.c'])
        expect(labels.some((label) => label.includes(name))).toBe(true);
      expect((await texts(token)).json().data.answers).toHaveLength(36);
    }
    const shared = await world.post(
      '/api/results/v2/share',
      { period_id: world.parent.id },
      world.organizationAdmin.token,
    );
    expect(shared.statusCode).toBe(201);
  });

  it('answers 404 to an admin of another organisation and 401 without signing in', async () => {
    const { parent: otherOrganization } = await buildSchool(world.db);
    const outsider = await world.tokenOf('organization_admin', otherOrganization.id);
    expect((await summary(outsider.token)).statusCode).toBe(404);
    expect((await world.post('/api/results/v2/heatmap', parentRequest(), outsider.token)).statusCode).toBe(
      404,
    );
    expect((await summary(undefined)).statusCode).toBe(401);
  });

  it('keeps a share link a school admin made on the parent period before the fix to that school', async () => {
    const token = 'made-before-the-fix-by-school-a';
    await world.db.insert(resultShareLinks).values({
      periodId: world.parent.id,
      tokenHash: hashSecret(token),
      createdBy: world.schoolAdmin.identity.id,
    });
    const base = `/api/results/shared/${token}`;
    const read = await world.post(`${base}/summary`, parentRequest());
    expect(read.statusCode).toBe(200);
    expect(read.json().data.info.survey_info.respondentOriginCount).toBe(12);
    expect((await world.post(`${base}/heatmap`, parentRequest())).statusCode).toBe(403);
    const shared = (await world.post(`${base}/texts`, { ...parentRequest(), question_id: 'note' })).json();
    expect(shared.data.answers.every((answer: string) => answer.startsWith('From A'))).toBe(true);
    const filters: FilterRow[] = (await world.post(`${base}/filters`, parentRequest())).json().data;
    const sharedClasses = filters.find((row) => row.type === 'class')?.values ?? [];
    expect(sharedClasses).toHaveLength(1);
    expect(sharedClasses[0].label).toContain('A 7.a');
    const child = { period_identifiers: { type: 'period', id: world.childPeriods.b.id } };
    expect((await world.post(`${base}/summary`, child)).statusCode).toBe(404);
  });

  it('offers no aggregate when the other schools are fewer than two: one school could be subtracted', async () => {
    const db = world.db;
    const { version } = await buildPublishedSurvey(db, null, { content: world.content });
    const pair = await buildResultsPeriod(db, {
      organizationId: world.organization.id,
      surveyVersionId: version.id,
    });
    for (const school of [world.schools.a, world.schools.b]) {
      const child = await buildResultsPeriod(db, {
        organizationId: school.id,
        surveyVersionId: version.id,
        parentPeriodId: pair.id,
      });
      await buildResponses(
        db,
        Array.from({ length: 8 }, () => ({ periodId: child.id, answers: { safe: 4 } })),
      );
    }
    const response = await world.post(
      '/api/results/v2/summary',
      { period_identifiers: { type: 'parent_period', id: pair.id }, benchmarkId: 0 },
      world.schoolAdmin.token,
    );
    expect(response.statusCode).toBe(200);
    const { info, benchmarks, questions } = response.json().data;
    expect(info.survey_info.respondentOriginCount).toBe(8);
    expect(benchmarks).toEqual({ list: [], selected: null });
    expect(questions.every((question: { benchmark: unknown }) => question.benchmark === null)).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultsFilter } from '../../../common/results/types';
import { identities, responses, resultFilterMembers, surveyPeriods } from '../../db/schema';
import { noAudience } from '../../db/schema/surveys';
import { buildResultFilter } from '../../services/resultFilters/buildResultFilter';
import { demoResultsPeriodId } from '../../services/results/demoResults';
import { resolveResultsScope } from '../../services/results/resultsScope';
import { selectionSize } from '../../services/results/selection';
import { bearer, buildIdentity, buildSchool, claimsFor, tokenFor } from '../../test/factories';
import { buildClass } from '../../test/respondentFactories';
import { buildPublishedSurvey, hoursFromNow } from '../../test/surveyFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('results filters', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

  async function staff(schoolId: number, type: 'school_admin' | 'teacher' | 'student', permissions = {}) {
    const { identity } = await buildIdentity(db(), { type, organizationId: schoolId, permissions });
    return { identity, token: await tokenFor(ctx.deps, identity) };
  }

  /** A closed period: 7 answers in class A (grade g7), 6 in B (g8), 2 in C (g7). */
  async function world() {
    const { school } = await buildSchool(db());
    const { school: otherSchool } = await buildSchool(db());
    const { version } = await buildPublishedSurvey(db(), school.id);
    const [period] = await db()
      .insert(surveyPeriods)
      .values({
        organizationId: school.id,
        surveyVersionId: version.id,
        name: 'Spring',
        startsAt: new Date(hoursFromNow(-48)),
        endsAt: new Date(hoursFromNow(-1)),
        closedAt: new Date(hoursFromNow(-1)),
        languages: ['en', 'lv'],
        audience: noAudience,
        expectedCount: 20,
      })
      .returning();
    const classA = await buildClass(db(), school.id, { name: '7.a' });
    const classB = await buildClass(db(), school.id, { name: '8.b' });
    const classC = await buildClass(db(), school.id, { name: '7.c' });
    const rows = [
      ...Array.from({ length: 7 }, () => ({ classId: classA.id, grade: 7, option: 'g7' })),
      ...Array.from({ length: 6 }, () => ({ classId: classB.id, grade: 8, option: 'g8' })),
      ...Array.from({ length: 2 }, () => ({ classId: classC.id, grade: 7, option: 'g7' })),
    ];
    await db()
      .insert(responses)
      .values(
        rows.map((row) => ({
          id: randomUUID(),
          periodId: period.id,
          classId: row.classId,
          grade: row.grade,
          language: 'en',
          status: 'finished' as const,
          answers: { grade: row.option, safe: 4 },
          finishedAt: new Date(),
        })),
      );
    await db()
      .insert(responses)
      .values({
        id: randomUUID(),
        periodId: period.id,
        classId: classA.id,
        language: 'en',
        answers: { grade: 'g7' },
      });
    return {
      school,
      period,
      classes: { classA, classB, classC },
      owner: await staff(school.id, 'school_admin', { view_survey_results: true }),
      teacher: await staff(school.id, 'teacher'),
      student: await staff(school.id, 'student'),
      outsider: await staff(otherSchool.id, 'school_admin', { view_survey_results: true }),
    };
  }

  type World = Awaited<ReturnType<typeof world>>;
  const listBody = (w: World) => ({ period_identifiers: { type: 'period', id: w.period.id } });
  const list = async (w: World, token: string) =>
    (await send('POST', '/api/results/v2/filters', token, listBody(w))).json().data as ResultsFilter[];
  const createGradeFilter = (w: World, token = w.owner.token, body: object = {}) =>
    send('POST', `/api/results/${w.period.id}/filters`, token, {
      question_id: 'grade',
      name: 'Grade',
      ...body,
    });

  it('lists the built-in filters with counts, a small class hidden, to those who may read results', async () => {
    const w = await world();
    expect((await send('POST', '/api/results/v2/filters', undefined, listBody(w))).statusCode).toBe(401);
    expect((await send('POST', '/api/results/v2/filters', w.student.token, listBody(w))).statusCode).toBe(
      403,
    );
    expect((await send('POST', '/api/results/v2/filters', w.teacher.token, listBody(w))).statusCode).toBe(
      403,
    );
    expect((await send('POST', '/api/results/v2/filters', w.outsider.token, listBody(w))).statusCode).toBe(
      404,
    );

    const answer = await send('POST', '/api/results/v2/filters', w.owner.token, listBody(w));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().meta.can_edit_filters).toBe(true);
    expect(answer.json().meta.questions.map((q: { id: string }) => q.id)).toEqual([
      'grade',
      'safe',
      'bored',
      'recommend',
    ]);
    const filters = answer.json().data as ResultsFilter[];
    expect(filters.map((filter) => filter.id)).toEqual(['class', 'group', 'grade', 'teacher']);
    const byClass = filters[0];
    expect(byClass).toMatchObject({ name: 'class', canEdit: false, counts: { expected: 15 } });
    // 7.c (2) is below 5 and goes with 7.a, the other class of its grade: 7.a alone would give it away.
    expect(byClass.values).toEqual([
      { value: String(w.classes.classA.id), label: '7.a', count: null, hidden: 'complementary' },
      { value: String(w.classes.classC.id), label: '7.c', count: null, hidden: 'too_few_respondents' },
      { value: String(w.classes.classB.id), label: '8.b', count: 6, hidden: null },
    ]);
    expect(filters[2].values).toEqual([
      { value: '7', label: '7', count: 9, hidden: null },
      { value: '8', label: '8', count: 6, hidden: null },
    ]);
  });

  it('names the class filter "groups" for identities with list.eu_change_name_class_to_groups', async () => {
    const w = await world();
    const renamed = await staff(w.school.id, 'school_admin', {
      view_survey_results: true,
      'list.eu_change_name_class_to_groups': true,
    });
    expect((await list(w, renamed.token))[0].name).toBe('groups');
  });

  it('creates a filter from a question; the build makes members that narrow the selection', async () => {
    const w = await world();
    expect((await createGradeFilter(w, '')).statusCode).toBe(401);
    expect((await createGradeFilter(w, w.student.token)).statusCode).toBe(403);
    expect((await createGradeFilter(w, w.teacher.token)).statusCode).toBe(403);
    expect((await createGradeFilter(w, w.outsider.token)).statusCode).toBe(404);

    const made = await createGradeFilter(w);
    expect(made.statusCode).toBe(202);
    const { id } = made.json().data;
    expect(made.json().data).toEqual({ id, name: 'Grade' });

    const filter = (await list(w, w.owner.token)).find((entry) => entry.id === id);
    expect(filter).toMatchObject({
      type: 'question',
      question_id: 'grade',
      mapping: {
        question_options: [
          { id: 'g7', value: '7' },
          { id: 'g8', value: '8' },
        ],
      },
      counts: { legacy: 15, existing: 15, expected: 15 },
      canEdit: true,
      active: true,
      popup: true,
    });
    expect(filter?.values).toEqual([
      { value: '7', label: '7', count: 9, hidden: null },
      { value: '8', label: '8', count: 6, hidden: null },
    ]);

    const scope = await resolveResultsScope(
      db(),
      { kind: 'identity', claims: { ...claimsFor(w.owner.identity), tokenId: 't', expiresAt: 0 } },
      { type: 'period', id: w.period.id },
    );
    expect(await selectionSize(db(), scope, { question: { [id]: ['8'] } })).toBe(6);
    expect(await selectionSize(db(), scope, { question: { [id]: ['7', '8'] } })).toBe(15);
  });

  it('refuses questions that cannot filter with 422 naming question_id', async () => {
    const w = await world();
    for (const questionId of ['why_unsafe', 'climate', 'missing']) {
      const answer = await createGradeFilter(w, w.owner.token, { question_id: questionId });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toMatch(/^question_id: /);
    }
    const badMapping = await createGradeFilter(w, w.owner.token, {
      mapping: { question_options: [{ id: 'g9', value: 'x' }] },
    });
    expect(badMapping.statusCode).toBe(422);
    expect(badMapping.json().message).toMatch(/^mapping: /);
  });

  it('regroups a filter: a new revision, rebuilt, meta.legacy for the client to wait on; stale builds do nothing', async () => {
    const w = await world();
    const { id } = (await createGradeFilter(w)).json().data;
    const url = `/api/results/${w.period.id}/filters/${id}`;
    const change = { name: 'Everyone', mapping: { question_options: [{ id: 'g8', value: 'older' }] } };
    expect((await send('PUT', url, undefined, change)).statusCode).toBe(401);
    expect((await send('PUT', url, w.teacher.token, change)).statusCode).toBe(403);
    expect((await send('PUT', url, w.outsider.token, change)).statusCode).toBe(404);

    const changed = await send('PUT', url, w.owner.token, change);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().meta).toEqual({ legacy: 6 });
    expect(changed.json().data).toMatchObject({ name: 'Everyone', counts: { legacy: 6 } });
    expect(changed.json().data.values).toEqual([{ value: 'older', label: 'older', count: 6, hidden: null }]);

    await buildResultFilter(db(), { filterId: id, revision: 1 });
    const members = await db().select().from(resultFilterMembers).where(eq(resultFilterMembers.filterId, id));
    expect(members).toHaveLength(6);
    expect(new Set(members.map((member) => member.value))).toEqual(new Set(['older']));

    const read = await send('GET', url, w.owner.token);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id, name: 'Everyone' });
    expect((await send('GET', url, w.student.token)).statusCode).toBe(403);
    expect((await send('GET', url, w.outsider.token)).statusCode).toBe(404);
  });

  it('shows and hides filters; only editors may change visibility', async () => {
    const w = await world();
    const { id } = (await createGradeFilter(w)).json().data;
    const url = `/api/results/${w.period.id}/filters/visibility`;
    expect((await send('GET', url)).statusCode).toBe(401);
    expect((await send('GET', url, w.outsider.token)).statusCode).toBe(404);
    const hide = { filters: [{ id, visibility: false }] };
    expect((await send('PUT', url, w.teacher.token, hide)).statusCode).toBe(403);

    const reader = await staff(w.school.id, 'teacher');
    await db()
      .update(identities)
      .set({ teacherAccessToResults: true })
      .where(eq(identities.id, reader.identity.id));
    const asReader = await send('GET', url, reader.token);
    expect(asReader.statusCode).toBe(200);
    expect(asReader.json().meta).toEqual({ can_edit_filters: false });
    expect((await send('PUT', url, reader.token, hide)).statusCode).toBe(403);

    const hidden = await send('PUT', url, w.owner.token, hide);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data.at(-1)).toEqual({ id, name: 'Grade', type: 'question', visibility: false });
    expect(hidden.json().data[0]).toEqual({ id: 'class', name: 'class', type: 'class', visibility: true });
    expect((await list(w, reader.token)).some((filter) => filter.id === id)).toBe(false);
    expect((await list(w, w.owner.token)).find((filter) => filter.id === id)?.active).toBe(false);

    const builtIn = await send('PUT', url, w.owner.token, { filters: [{ id: 'class', visibility: false }] });
    expect(builtIn.statusCode).toBe(422);
    const foreign = await send('PUT', url, w.owner.token, {
      filters: [{ id: id + 100000, visibility: false }],
    });
    expect(foreign.statusCode).toBe(422);
  });

  it('deletes a filter; another period does not know it', async () => {
    const w = await world();
    const other = await world();
    const { id } = (await createGradeFilter(w)).json().data;
    const elsewhere = `/api/results/${other.period.id}/filters/${id}`;
    expect((await send('DELETE', elsewhere, other.owner.token)).statusCode).toBe(404);
    const url = `/api/results/${w.period.id}/filters/${id}`;
    expect((await send('DELETE', url)).statusCode).toBe(401);
    expect((await send('DELETE', url, w.teacher.token)).statusCode).toBe(403);
    expect((await send('DELETE', url, w.outsider.token)).statusCode).toBe(404);
    const deleted = await send('DELETE', url, w.owner.token);
    expect(deleted.json()).toEqual({ status: 200, data: null });
    expect((await send('GET', url, w.owner.token)).statusCode).toBe(404);
  });

  it('serves the demo filter list without signing in', async () => {
    const demoPeriod = await demoResultsPeriodId(db());
    const answer = await send('POST', '/api/results/demo/filters', undefined, {
      period_identifiers: { type: 'period', id: demoPeriod ?? 1 },
    });
    if (demoPeriod === null) {
      expect(answer.statusCode).toBe(404);
      return;
    }
    expect(answer.statusCode).toBe(200);
    expect(answer.json().meta.can_edit_filters).toBe(false);
    expect(answer.json().data[0]).toMatchObject({ id: 'class', canEdit: false });
  });
});

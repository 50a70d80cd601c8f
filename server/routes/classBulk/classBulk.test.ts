import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, events } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { buildClass } from '../../test/respondentFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('POST /api/school/:schoolId/classes/bulk', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const post = (schoolId: number, payload: unknown, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/school/${schoolId}/classes/bulk`,
      payload: payload as object,
      headers: token ? bearer(token) : {},
    });
  const liveNames = async (schoolId: number) =>
    (
      await db()
        .select({ name: classes.name })
        .from(classes)
        .where(and(eq(classes.organizationId, schoolId), isNull(classes.archivedAt)))
    )
      .map((row) => row.name)
      .sort();
  const tokenOf = async (
    type: 'school_admin' | 'super_admin',
    organizationId: number | null,
    permissions = {},
  ) => tokenFor(ctx.deps, (await buildIdentity(db(), { type, organizationId, permissions })).identity);

  it('creates every class of the list for a super-admin, with grades, sizes and one event', async () => {
    const { school } = await buildSchool(db());
    const token = await tokenOf('super_admin', null);
    const made = await post(
      school.id,
      { classes: [{ name: '5.a', num_students: 21 }, { name: ' 5.b ' }, { name: 'Choir' }] },
      token,
    );
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toEqual([
      expect.objectContaining({ name: '5.a', grade: 5, num_students: 21, organization_id: school.id }),
      expect.objectContaining({ name: '5.b', grade: 5, num_students: 0 }),
      expect.objectContaining({ name: 'Choir', grade: null }),
    ]);
    expect(await liveNames(school.id)).toEqual(['5.a', '5.b', 'Choir']);
    const [event] = await db()
      .select()
      .from(events)
      .where(and(eq(events.category, 'Classes'), eq(events.action, 'Created classes')))
      .orderBy(events.id);
    expect(event.details).toMatchObject({ school_id: school.id });
  });

  it('reports every bad or duplicate row with its number and creates nothing', async () => {
    const { school } = await buildSchool(db());
    await buildClass(db(), school.id, { name: '6.a' });
    const token = await tokenOf('school_admin', school.id, { manage_respondents: true });
    const refused = await post(
      school.id,
      {
        classes: [
          { name: '6.b' },
          { name: '6.A' },
          { name: '  ', num_students: -2 },
          { name: '6.c' },
          { name: '6.B' },
          { name: '6.d', num_students: 2.5 },
        ],
      },
      token,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      'row 2: name: a class named "6.A" already exists',
      'row 3: name: is required',
      'row 3: num_students: cannot be negative',
      'row 5: name: "6.B" is also on row 1',
      'row 6: num_students: must be a whole number',
    ]);
    expect(refused.json().message).toContain('classes: 4 rows have problems, nothing was saved.');
    expect(await liveNames(school.id)).toEqual(['6.a']);

    const empty = await post(school.id, { classes: [] }, token);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual(['classes: at least one class']);
  });

  it('keeps others out: anonymous 401, a viewer 403, another school 404', async () => {
    const { school } = await buildSchool(db());
    const other = await buildSchool(db());
    const body = { classes: [{ name: '1.a' }] };
    expect((await post(school.id, body)).statusCode).toBe(401);
    const viewer = await tokenOf('school_admin', school.id, { view_respondents: true });
    expect((await post(school.id, body, viewer)).statusCode).toBe(403);
    const stranger = await tokenOf('school_admin', other.school.id, { manage_respondents: true });
    expect((await post(school.id, body, stranger)).statusCode).toBe(404);
    expect(await liveNames(school.id)).toEqual([]);
  });

  it('answers two lists with the same new name sent at once with one 201 and a clear refusal, never a 500', async () => {
    const { school } = await buildSchool(db());
    const token = await tokenOf('super_admin', null);
    const list = { classes: [{ name: '5.r', num_students: 20 }] };
    for (let round = 0; round < 3; round++) {
      const names = { classes: [{ name: `${round}.race`, num_students: 20 }] };
      const answers = await Promise.all([post(school.id, names, token), post(school.id, names, token)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses[0]).toBe(201);
      // PostgreSQL: the later transaction meets the unique index (409); PGlite runs them one after the
      // other, so the later one sees the name taken (422). Either way it names what happened.
      expect([409, 422]).toContain(statuses[1]);
      const refused = answers.find((answer) => answer.statusCode !== 201)?.json();
      expect(refused.message).toMatch(/same moment|already exists/);
    }
    expect((await post(school.id, list, token)).statusCode).toBe(201);
    expect(await liveNames(school.id)).toEqual(['0.race', '1.race', '2.race', '5.r']);
  });
});

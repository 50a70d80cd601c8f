import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classes,
  classStudents,
  events,
  groupMembers,
  groups,
  identities,
  parentLinks,
  teachingAssignments,
} from '../../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { buildClass, buildStudent } from '../../test/respondentFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('removing respondents of a school', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const post = (url: string, payload: unknown, token?: string) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });
  const superToken = async () =>
    tokenFor(ctx.deps, (await buildIdentity(db(), { type: 'super_admin', organizationId: null })).identity);

  /** 12.a with two students (one with a parent who also has a child in 11.a), 11.a with one, a teacher. */
  async function world() {
    const { school } = await buildSchool(db());
    const twelve = await buildClass(db(), school.id, { name: '12.a' });
    const eleven = await buildClass(db(), school.id, { name: '11.a' });
    const [ann, ben] = [
      await buildStudent(db(), school.id, twelve.id),
      await buildStudent(db(), school.id, twelve.id),
    ];
    const cid = await buildStudent(db(), school.id, eleven.id);
    const onlyTwelve = await buildIdentity(db(), { type: 'parent', organizationId: school.id });
    const both = await buildIdentity(db(), { type: 'parent', organizationId: school.id });
    await db()
      .insert(parentLinks)
      .values([
        { parentId: onlyTwelve.identity.id, studentId: ann.identity.id },
        { parentId: both.identity.id, studentId: ben.identity.id },
        { parentId: both.identity.id, studentId: cid.identity.id },
      ]);
    const teacher = await buildIdentity(db(), { type: 'teacher', organizationId: school.id });
    await db().update(classes).set({ teacherId: teacher.identity.id }).where(eq(classes.id, twelve.id));
    await db().insert(teachingAssignments).values({ teacherId: teacher.identity.id, classId: eleven.id });
    const [choir] = await db()
      .insert(groups)
      .values({ organizationId: school.id, name: 'Choir' })
      .returning();
    await db()
      .insert(groupMembers)
      .values([
        { groupId: choir.id, identityId: ann.identity.id },
        { groupId: choir.id, identityId: cid.identity.id },
      ]);
    const base = `/api/admin/schools/${school.id}/respondent-removal`;
    return { school, twelve, eleven, ann, ben, cid, onlyTwelve, both, teacher, choir, base };
  }

  it('previews the students of a class and their parents with no child elsewhere, then removes exactly them', async () => {
    const w = await world();
    const token = await superToken();
    const selection = { types: ['student', 'parent'], class_ids: [w.twelve.id] };
    const preview = await post(`${w.base}/preview`, selection, token);
    expect(preview.statusCode).toBe(200);
    const data = preview.json().data;
    expect(data).toMatchObject({
      total: 3,
      by_type: { student: 2, parent: 1 },
      by_class: [{ class_id: w.twelve.id, name: '12.a', students: 2, parents: 1 }],
    });
    expect(data.sample).toHaveLength(3);
    expect(data.sample).toContainEqual({
      id: w.ann.identity.id,
      type: 'student',
      name: 'Test',
      surname: w.ann.user.surname,
      class_name: '12.a',
    });

    const stale = await post(w.base, { ...selection, expected_count: 4 }, token);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('now holds 3 people, not 4');
    const [untouched] = await db().select().from(identities).where(eq(identities.id, w.ann.identity.id));
    expect(untouched.archivedAt).toBeNull();

    const done = await post(w.base, { ...selection, expected_count: 3 }, token);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ removed: 3, by_type: { student: 2, parent: 1 } });
    const gone = [w.ann.identity.id, w.ben.identity.id, w.onlyTwelve.identity.id];
    const rows = await db()
      .select()
      .from(identities)
      .where(inArray(identities.id, [...gone, w.cid.identity.id, w.both.identity.id, w.teacher.identity.id]));
    for (const row of rows) expect(row.archivedAt !== null, `identity ${row.id}`).toBe(gone.includes(row.id));
    expect(await db().select().from(classStudents).where(eq(classStudents.classId, w.twelve.id))).toEqual([]);
    const members = await db().select().from(groupMembers).where(eq(groupMembers.groupId, w.choir.id));
    expect(members.map((row) => row.identityId)).toEqual([w.cid.identity.id]);
    const [event] = await db().select().from(events).where(eq(events.action, 'Removed respondents'));
    expect(event.details).toMatchObject({ school_id: w.school.id, count: 3, class_ids: [w.twelve.id] });

    // The same selection again finds nobody.
    expect((await post(`${w.base}/preview`, selection, token)).json().data.total).toBe(0);
  });

  it('removes every teacher of a school with their class and teaching links', async () => {
    const w = await world();
    const token = await superToken();
    const preview = (await post(`${w.base}/preview`, { types: ['teacher'] }, token)).json().data;
    expect(preview).toMatchObject({ total: 1, by_type: { teacher: 1 }, by_class: [] });
    expect((await post(w.base, { types: ['teacher'], expected_count: 1 }, token)).statusCode).toBe(200);
    const [klass] = await db().select().from(classes).where(eq(classes.id, w.twelve.id));
    expect(klass.teacherId).toBeNull();
    expect(
      await db()
        .select()
        .from(teachingAssignments)
        .where(eq(teachingAssignments.teacherId, w.teacher.identity.id)),
    ).toEqual([]);
  });

  it('names what is wrong with a selection', async () => {
    const w = await world();
    const other = await world();
    const token = await superToken();
    const noTypes = await post(`${w.base}/preview`, { types: [] }, token);
    expect(noTypes.statusCode).toBe(422);
    expect(noTypes.json().errors).toEqual(['types: choose at least one type']);
    const unknownType = await post(`${w.base}/preview`, { types: ['school_admin'] }, token);
    expect(unknownType.statusCode).toBe(422);
    expect(unknownType.json().errors.join()).toContain('types.0');
    const foreignClass = await post(
      `${w.base}/preview`,
      { types: ['student'], class_ids: [other.twelve.id] },
      token,
    );
    expect(foreignClass.statusCode).toBe(422);
    expect(foreignClass.json().message).toBe('class_ids: not a class of this school');
    const teachersByClass = await post(
      `${w.base}/preview`,
      { types: ['teacher'], class_ids: [w.twelve.id] },
      token,
    );
    expect(teachersByClass.json().message).toContain('types: teachers and staff cannot be chosen by class');
    const noCount = await post(w.base, { types: ['student'] }, token);
    expect(noCount.statusCode).toBe(422);
    expect(noCount.json().errors.join()).toContain('expected_count');
  });

  it('is for super-admins only: anonymous 401, the school’s own admin 403, not a school 404', async () => {
    const w = await world();
    const selection = { types: ['student'], expected_count: 3 };
    expect((await post(`${w.base}/preview`, { types: ['student'] })).statusCode).toBe(401);
    expect((await post(w.base, selection)).statusCode).toBe(401);
    const admin = await buildIdentity(db(), {
      type: 'school_admin',
      organizationId: w.school.id,
      permissions: { manage_respondents: true, manage_admins: true },
    });
    const adminToken = await tokenFor(ctx.deps, admin.identity);
    expect((await post(`${w.base}/preview`, { types: ['student'] }, adminToken)).statusCode).toBe(403);
    expect((await post(w.base, selection, adminToken)).statusCode).toBe(403);
    const token = await superToken();
    expect(
      (await post('/api/admin/schools/999999/respondent-removal/preview', { types: ['student'] }, token))
        .statusCode,
    ).toBe(404);
    const live = await db().select().from(identities).where(eq(identities.organizationId, w.school.id));
    expect(live.every((row) => row.archivedAt === null)).toBe(true);
  });
});

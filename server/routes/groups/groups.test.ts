import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMembers } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { buildClass, buildStudent } from '../../test/respondentFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('groups of a school', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const send = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

  async function world() {
    const { school } = await buildSchool(db());
    const staff = async (type: 'school_admin' | 'teacher' | 'student', permissions = {}) =>
      tokenFor(
        ctx.deps,
        (await buildIdentity(db(), { type, organizationId: school.id, permissions })).identity,
      );
    const tenA = await buildClass(db(), school.id, { name: '10.a' });
    return {
      school,
      tenA,
      students: [await buildStudent(db(), school.id, tenA.id), await buildStudent(db(), school.id)],
      manager: await staff('school_admin', { manage_respondents: true }),
      viewer: await staff('school_admin', { view_respondents: true }),
      teacher: await staff('teacher'),
      student: await staff('student'),
    };
  }

  it('creates a group under a parent class, fills it, renames it and deletes it', async () => {
    const w = await world();
    const base = `/api/school/${w.school.id}/groups`;
    const made = await send('POST', base, w.manager, { name: 'Erasmus+', parent_class_id: w.tenA.id });
    expect(made.statusCode).toBe(201);
    const group = made.json().data;
    const members = await send('PUT', `${base}/${group.id}/members`, w.manager, {
      identity_ids: w.students.map((s) => s.identity.id),
    });
    expect(members.statusCode).toBe(200);
    expect(
      members
        .json()
        .data.map((m: { class_name: string | null }) => m.class_name)
        .sort(),
    ).toEqual(['10.a', null].sort());

    const listed = (await send('GET', base, w.viewer)).json().data;
    expect(listed).toEqual([
      expect.objectContaining({ id: group.id, parent_class_name: '10.a', member_count: 2 }),
    ]);

    const renamed = await send('PATCH', `${base}/${group.id}`, w.manager, {
      name: 'Erasmus+ 2026',
      parent_class_id: null,
    });
    expect(renamed.json().data).toMatchObject({ name: 'Erasmus+ 2026', parent_class_id: null });
    const twice = await send('POST', base, w.manager, { name: 'erasmus+ 2026' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().details).toEqual([
      { field: 'name', code: 'group_name_taken', params: { name: 'erasmus+ 2026' } },
    ]);
    const elsewhere = await world();
    const otherSchool = `/api/school/${elsewhere.school.id}/groups`;
    expect((await send('POST', otherSchool, elsewhere.manager, { name: 'Erasmus+ 2026' })).statusCode).toBe(
      201,
    );
    expect(
      (await send('PATCH', `${base}/${group.id}`, w.manager, { name: 'Erasmus+ 2026' })).statusCode,
    ).toBe(200);
    expect((await send('DELETE', `${base}/${group.id}`, w.manager)).statusCode).toBe(200);
    expect((await send('GET', base, w.manager)).json().data).toEqual([]);
    expect((await send('GET', `${base}/${group.id}/members`, w.manager)).statusCode).toBe(404);
  });

  it('accepts only respondents and classes of the same school, and changes nothing otherwise', async () => {
    const w = await world();
    const other = await world();
    const base = `/api/school/${w.school.id}/groups`;
    const group = (await send('POST', base, w.manager, { name: 'Choir' })).json().data;
    await send('PUT', `${base}/${group.id}/members`, w.manager, {
      identity_ids: [w.students[0].identity.id],
    });
    const foreign = await send('PUT', `${base}/${group.id}/members`, w.manager, {
      identity_ids: [w.students[1].identity.id, other.students[0].identity.id],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(
      `identity_ids: not respondents of this school: ${other.students[0].identity.id}`,
    );
    const kept = await db().select().from(groupMembers).where(eq(groupMembers.groupId, group.id));
    expect(kept.map((row) => row.identityId)).toEqual([w.students[0].identity.id]);
    const badParent = await send('POST', base, w.manager, { name: 'X', parent_class_id: other.tenA.id });
    expect(badParent.json().message).toBe('parent_class_id: not a class of this school');
    expect((await send('POST', base, w.manager, { name: '' })).statusCode).toBe(422);
  });

  it('keeps out anonymous callers, viewers from writing, teachers without permission, students and other schools', async () => {
    const w = await world();
    const other = await world();
    const base = `/api/school/${w.school.id}/groups`;
    const group = (await send('POST', base, w.manager, { name: 'Chess' })).json().data;
    expect((await send('GET', base)).statusCode).toBe(401);
    expect((await send('GET', base, w.teacher)).statusCode).toBe(403);
    expect((await send('GET', base, w.student)).statusCode).toBe(404);
    expect((await send('GET', base, other.manager)).statusCode).toBe(404);
    expect((await send('POST', base, w.viewer, { name: 'Y' })).statusCode).toBe(403);
    expect(
      (await send('DELETE', `/api/school/${other.school.id}/groups/${group.id}`, other.manager)).statusCode,
    ).toBe(404);
    expect((await send('GET', base, w.viewer)).json().data).toHaveLength(1);
  });
});

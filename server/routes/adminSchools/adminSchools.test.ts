import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { buildClass, buildStudent } from '../../test/respondentFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('GET /api/admin/schools', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('lists schools with their organisation and live sizes, found by their own or their organisation name', async () => {
    const { school, parent } = await buildSchool(db(), { name: 'Counting secondary 4711' });
    const klass = await buildClass(db(), school.id, { name: '7.a' });
    await buildClass(db(), school.id, { name: '7.b', archivedAt: new Date() });
    await buildStudent(db(), school.id, klass.id);
    await buildStudent(db(), school.id);
    await buildIdentity(db(), { type: 'teacher', organizationId: school.id });
    await db().insert(groups).values({ organizationId: school.id, name: 'Choir' });
    const superAdmin = await buildIdentity(db(), { type: 'super_admin', organizationId: null });
    const token = await tokenFor(ctx.deps, superAdmin.identity);

    const found = await get('/api/admin/schools?search=secondary%204711', token);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual([
      {
        id: school.id,
        name: 'Counting secondary 4711',
        slug: school.slug,
        city: 'Riga',
        parent_id: parent.id,
        parent_name: parent.name,
        counts: { classes: 1, students: 2, teachers: 1, groups: 1 },
      },
    ]);
    const byParent = await get(`/api/admin/schools?search=${encodeURIComponent(parent.name)}`, token);
    expect(byParent.json().data.map((row: { id: number }) => row.id)).toEqual([school.id]);
    // Organisations themselves are not schools.
    expect(byParent.json().data.some((row: { id: number }) => row.id === parent.id)).toBe(false);
  });

  it('is for super-admins only: anonymous 401, a school admin 403, a bad query 400', async () => {
    const { school } = await buildSchool(db());
    const admin = await buildIdentity(db(), {
      type: 'school_admin',
      organizationId: school.id,
      permissions: { manage_respondents: true, manage_admins: true },
    });
    expect((await get('/api/admin/schools')).statusCode).toBe(401);
    expect((await get('/api/admin/schools', await tokenFor(ctx.deps, admin.identity))).statusCode).toBe(403);
    const superAdmin = await buildIdentity(db(), { type: 'super_admin', organizationId: null });
    const bad = await get('/api/admin/schools?limit=0', await tokenFor(ctx.deps, superAdmin.identity));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.join()).toContain('limit');
  });
});

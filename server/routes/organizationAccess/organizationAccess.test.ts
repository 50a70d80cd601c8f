import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allSchoolPermissions } from '../../../common/permissions';
import { events, organizations } from '../../db/schema';
import { bearer, buildIdentity, buildSchool } from '../../test/factories';
import { tokenOf } from '../../test/roleTokens';
import { createTestApp, type TestApp } from '../../test/testApp';

/** Issue 13 finding 8: an organisation admin reads its schools, manages their admins, and changes a roster only when granted. */
describe("a school's grant to its organisation", () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

  async function world() {
    const { school, parent } = await buildSchool(db());
    const schoolAdmin = await tokenOf(ctx.deps, 'school_admin', school.id, allSchoolPermissions());
    const organizationAdmin = await tokenOf(ctx.deps, 'organization_admin', parent.id);
    const grant = (granted: boolean, token: string | null = schoolAdmin) =>
      send('PUT', `/api/school/${school.id}/organization-access`, token ?? undefined, {
        organization_manages_roster: granted,
      });
    return { school, parent, schoolAdmin, organizationAdmin, grant };
  }

  it('lets the organisation read the roster but change it only once the school grants it', async () => {
    const { school, organizationAdmin, grant } = await world();
    const newClass = (name: string) =>
      send('POST', `/api/school/${school.id}/classes`, organizationAdmin, { name });

    expect((await send('GET', `/api/school/${school.id}/classes`, organizationAdmin)).statusCode).toBe(200);
    expect((await send('GET', `/api/school/${school.id}/users`, organizationAdmin)).statusCode).toBe(200);
    expect((await send('GET', `/api/school/${school.id}/sso`, organizationAdmin)).statusCode).toBe(200);
    expect((await newClass('5.a')).statusCode).toBe(403);

    const granted = await grant(true);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toMatchObject({ school_id: school.id, organization_manages_roster: true });
    const [event] = await db()
      .select()
      .from(events)
      .where(and(eq(events.action, 'Granted organisation roster management'), eq(events.orgId, school.id)));
    expect(event.details).toMatchObject({ school_id: school.id });
    expect((await newClass('5.b')).statusCode).toBe(201);

    expect((await grant(false)).statusCode).toBe(200);
    expect((await newClass('5.c')).statusCode).toBe(403);
  });

  it("is the school's to give: not the organisation's, a teacher's or another school's", async () => {
    const { school, parent, organizationAdmin, grant } = await world();
    const teacher = await tokenOf(ctx.deps, 'teacher', school.id);
    const noManageAdmins = await tokenOf(ctx.deps, 'school_admin', school.id, { manage_respondents: true });
    const { school: sibling } = await buildSchool(db(), { parentId: parent.id });
    const siblingAdmin = await tokenOf(ctx.deps, 'school_admin', sibling.id, allSchoolPermissions());
    const superAdmin = await tokenOf(ctx.deps, 'super_admin', null);

    expect((await grant(true, organizationAdmin)).statusCode).toBe(403);
    expect((await grant(true, noManageAdmins)).statusCode).toBe(404);
    expect((await grant(true, teacher)).statusCode).toBe(404);
    expect((await grant(true, siblingAdmin)).statusCode).toBe(404);
    expect((await grant(true, null)).statusCode).toBe(401);
    expect((await grant('yes' as unknown as boolean)).statusCode).toBe(422);
    const [row] = await db().select().from(organizations).where(eq(organizations.id, school.id));
    expect(row.organizationManagesRoster).toBe(false);

    const read = await send('GET', `/api/school/${school.id}/organization-access`, organizationAdmin);
    expect(read.json().data).toMatchObject({
      organization_name: parent.name,
      organization_manages_roster: false,
    });
    expect((await grant(true, superAdmin)).statusCode).toBe(200);
  });

  it("manages the school's admins, other staff only with the grant", async () => {
    const { school, organizationAdmin, grant } = await world();
    const admin = await buildIdentity(db(), { type: 'school_admin', organizationId: school.id });
    const teacher = await buildIdentity(db(), { type: 'teacher', organizationId: school.id });
    const change = (identityId: number) =>
      send('PATCH', `/api/school/${school.id}/admins/${identityId}`, organizationAdmin, {
        permissions: { view_survey_results: true },
      });

    expect((await send('GET', `/api/school/${school.id}/admins`, organizationAdmin)).statusCode).toBe(200);
    expect((await change(admin.identity.id)).statusCode).toBe(200);
    expect((await change(teacher.identity.id)).statusCode).toBe(403);
    const invite = (type: string) =>
      send('POST', `/api/school/${school.id}/invitations`, organizationAdmin, {
        email: `${type}-${school.id}@example.test`,
        type,
      });
    expect((await invite('school_admin')).statusCode).toBe(201);
    expect((await invite('teacher')).statusCode).toBe(404);

    await grant(true);
    expect((await change(teacher.identity.id)).statusCode).toBe(200);
    expect((await invite('teacher')).statusCode).toBe(201);
  });

  it("reads a member school's periods and surveys but runs only organisation-wide periods", async () => {
    const { school, parent, organizationAdmin } = await world();
    expect((await send('GET', `/api/school/${school.id}/periods`, organizationAdmin)).statusCode).toBe(200);
    const change = await send('PATCH', `/api/school/${school.id}/periods/1`, organizationAdmin, {
      name: 'Renamed',
    });
    expect(change.statusCode).toBe(403);
    const survey = (organizationId: number) =>
      send('POST', '/api/surveys', organizationAdmin, {
        audience: 'student',
        title: 'Wellbeing',
        organization_id: organizationId,
      });
    expect((await survey(school.id)).statusCode).toBe(404);
    expect((await survey(parent.id)).statusCode).toBe(201);
  });
});

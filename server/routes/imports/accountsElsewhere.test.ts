import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities, users } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { csvText, multipart, utf8 } from '../../test/importFiles';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * School B adds people by e-mail (the student form, imports). Before, an e-mail of an existing account
 * gave that account a role at school B whatever else it held: school B's admin read the real name and
 * username behind any address (school A's head, an organisation admin, a super-admin) and planted a role
 * in their account. An account with roles outside the school is now invited instead.
 */
describe('adding people whose account has roles at other schools', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const db = () => ctx.deps.database.db;

  async function world() {
    const schoolA = (await buildSchool(db())).school;
    const head = await buildIdentity(db(), { type: 'school_admin', organizationId: schoolA.id });
    // A name found nowhere in what school B sends: it must not come back.
    await db().update(users).set({ surname: 'Headmistress' }).where(eq(users.id, head.user.id));
    const schoolB = (await buildSchool(db())).school;
    const manager = await buildIdentity(db(), {
      type: 'school_admin',
      organizationId: schoolB.id,
      permissions: { manage_respondents: true },
    });
    return { schoolA, head, schoolB, token: await tokenFor(ctx.deps, manager.identity) };
  }

  const rolesAt = async (userId: number, schoolId: number) =>
    db()
      .select()
      .from(identities)
      .where(and(eq(identities.userId, userId), eq(identities.organizationId, schoolId)));

  it('refuses the student form an account with roles elsewhere, telling nothing of it but that', async () => {
    const w = await world();
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/school/${w.schoolB.id}/students`,
      headers: bearer(w.token),
      payload: { name: 'Anna', surname: 'Liepa', email: (w.head.user.email as string).toUpperCase() },
    });
    expect(added.statusCode, added.body).toBe(422);
    expect(added.json().errors).toEqual([
      'email: This e-mail address belongs to an account with roles outside this school: send the person an invitation instead',
    ]);
    expect(added.body).not.toContain('Headmistress');
    expect(await rolesAt(w.head.user.id, w.schoolB.id)).toEqual([]);
  });

  it('refuses the import row of such an account and gives it no role', async () => {
    const w = await world();
    const body = multipart(
      'students.csv',
      utf8(
        csvText([
          ['Vārds', 'Uzvārds', 'Klase', 'E-pasts'],
          ['Anna', 'Liepa', '7.a', w.head.user.email as string],
          ['Juris', 'Kalns', '7.a', ''],
        ]),
      ),
    );
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/school/${w.schoolB.id}/imports?type=students`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(w.token) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const record = uploaded.json().data;
    expect(record.errors).toMatchObject([{ line: 2, column: 'email', code: 'account_elsewhere' }]);
    expect(record.can_commit).toBe(false);
    expect(JSON.stringify(record)).not.toContain('Headmistress');
    const committed = await ctx.app.inject({
      method: 'POST',
      url: `/api/school/${w.schoolB.id}/imports/${record.id}/commit`,
      headers: bearer(w.token),
    });
    expect(committed.statusCode).not.toBe(200);
    expect(await rolesAt(w.head.user.id, w.schoolB.id)).toEqual([]);
  });

  it("still gives a role to an account that is the school's alone, or whose other roles are archived", async () => {
    const w = await world();
    const own = await buildIdentity(db(), { type: 'teacher', organizationId: w.schoolB.id });
    const left = await buildIdentity(db(), { type: 'teacher', organizationId: w.schoolA.id });
    await db().update(identities).set({ archivedAt: new Date() }).where(eq(identities.id, left.identity.id));
    for (const person of [own, left]) {
      const added = await ctx.app.inject({
        method: 'POST',
        url: `/api/school/${w.schoolB.id}/students`,
        headers: bearer(w.token),
        payload: { name: 'Anna', surname: 'Liepa', email: person.user.email },
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json().data.user_id).toBe(person.user.id);
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classStudents } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { buildClass, buildStudent } from '../../test/respondentFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('the students of a class', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

  async function world() {
    const { school } = await buildSchool(db());
    const staff = async (permissions: Record<string, boolean>) =>
      tokenFor(
        ctx.deps,
        (await buildIdentity(db(), { type: 'school_admin', organizationId: school.id, permissions }))
          .identity,
      );
    return {
      school,
      sevenA: await buildClass(db(), school.id, { name: '7.a' }),
      sevenB: await buildClass(db(), school.id, { name: '7.b' }),
      manager: await staff({ manage_respondents: true }),
      viewer: await staff({ view_respondents: true }),
    };
  }

  it('adds a student to a class, moves them to another and takes them out', async () => {
    const w = await world();
    const added = await send('POST', `/api/school/${w.school.id}/students`, w.manager, {
      name: 'Jānis',
      surname: 'Bērziņš',
      email: '',
      class_id: w.sevenA.id,
    });
    expect(added.statusCode).toBe(201);
    const student = added.json().data;
    const roster = (classId: number) =>
      send('GET', `/api/school/${w.school.id}/classes/${classId}/students`, w.viewer).then(
        (r) => r.json().data,
      );
    expect(await roster(w.sevenA.id)).toEqual([
      expect.objectContaining({ id: student.id, name: 'Jānis', email: null }),
    ]);

    const moved = await send('PUT', `/api/school/${w.school.id}/students/${student.id}/class`, w.manager, {
      class_id: w.sevenB.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(await roster(w.sevenA.id)).toEqual([]);
    expect((await roster(w.sevenB.id)).map((row: { id: number }) => row.id)).toEqual([student.id]);

    await send('PUT', `/api/school/${w.school.id}/students/${student.id}/class`, w.manager, {
      class_id: null,
    });
    expect(await db().select().from(classStudents).where(eq(classStudents.identityId, student.id))).toEqual(
      [],
    );
  });

  it('attaches the student role to a person already known by e-mail, once', async () => {
    const w = await world();
    const known = await buildIdentity(db(), { type: 'parent', organizationId: w.school.id });
    const body = { name: 'Any', surname: 'Name', email: known.user.email };
    const first = await send('POST', `/api/school/${w.school.id}/students`, w.manager, body);
    expect(first.json().data.user_id).toBe(known.user.id);
    const again = await send('POST', `/api/school/${w.school.id}/students`, w.manager, body);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('email: this person is already a student of the school');
  });

  it("refuses viewers, other schools' students and classes, and bad input", async () => {
    const w = await world();
    const other = await world();
    const theirs = await buildStudent(db(), other.school.id, other.sevenA.id);
    expect(
      (await send('POST', `/api/school/${w.school.id}/students`, w.viewer, { name: 'A', surname: 'B' }))
        .statusCode,
    ).toBe(403);
    expect((await send('GET', `/api/school/${w.school.id}/classes/${w.sevenA.id}/students`)).statusCode).toBe(
      401,
    );
    expect(
      (await send('GET', `/api/school/${w.school.id}/classes/${other.sevenA.id}/students`, w.manager))
        .statusCode,
    ).toBe(404);
    const steal = await send(
      'PUT',
      `/api/school/${w.school.id}/students/${theirs.identity.id}/class`,
      w.manager,
      {
        class_id: w.sevenA.id,
      },
    );
    expect(steal.statusCode).toBe(404);
    const [still] = await db()
      .select()
      .from(classStudents)
      .where(eq(classStudents.identityId, theirs.identity.id));
    expect(still.classId).toBe(other.sevenA.id);
    const bad = await send('POST', `/api/school/${w.school.id}/students`, w.manager, {
      name: 'A',
      surname: '',
      email: 'nope',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.join(' ')).toMatch(/surname.*email|email.*surname/);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, events } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { buildClass, buildSubject } from '../../test/respondentFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('classes of a school', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const send = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
  ) => ctx.app.inject({ method, url, payload: payload as object, headers: token ? bearer(token) : {} });

  async function world() {
    const { school, parent } = await buildSchool(db());
    const token = async (
      type: 'school_admin' | 'teacher' | 'student' | 'organization_admin',
      permissions = {},
    ) =>
      tokenFor(
        ctx.deps,
        (
          await buildIdentity(db(), {
            type,
            organizationId: type === 'organization_admin' ? parent.id : school.id,
            permissions,
          })
        ).identity,
      );
    const teacher = await buildIdentity(db(), { type: 'teacher', organizationId: school.id });
    return {
      school,
      teacher,
      manager: await token('school_admin', { manage_respondents: true }),
      viewer: await token('school_admin', { view_respondents: true }),
      plainTeacher: await token('teacher', { view_survey_results: true }),
      student: await token('student'),
      organizationAdmin: await token('organization_admin'),
    };
  }

  it('creates, lists with the teacher, edits and deletes a class for a manager', async () => {
    const w = await world();
    const subject = await buildSubject(db(), null, { en: 'Mathematics', lv: 'Matemātika', ru: 'Математика' });
    const made = await send('POST', `/api/school/${w.school.id}/classes`, w.manager, {
      name: '7.a',
      num_students: 24,
      teacher_id: w.teacher.identity.id,
      subject_id: subject.id,
    });
    expect(made.statusCode).toBe(201);
    const klass = made.json().data;
    expect(klass).toMatchObject({ name: '7.a', grade: 7, num_students: 24, organization_id: w.school.id });

    const list = await send('GET', `/api/school/${w.school.id}/classes?include=teacher`, w.viewer);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: klass.id,
        teacher: { id: w.teacher.identity.id, name: 'Test', surname: w.teacher.user.surname },
        students_registered: 0,
      }),
    ]);

    const changed = await send('PATCH', `/api/school/${w.school.id}/classes`, w.manager, [
      { ...klass, name: '8.a', teacher_id: null },
    ]);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data[0]).toMatchObject({ name: '8.a', grade: 8, teacher_id: null });

    const expected = await send(
      'POST',
      `/api/school/${w.school.id}/classes/${klass.id}/students`,
      w.manager,
      {
        num_students: 30,
      },
    );
    expect(expected.json().data.num_students).toBe(30);

    expect(
      (await send('DELETE', `/api/school/${w.school.id}/classes/${klass.id}`, w.manager)).statusCode,
    ).toBe(200);
    const [row] = await db().select().from(classes).where(eq(classes.id, klass.id));
    expect(row.archivedAt).not.toBeNull();
    expect((await send('GET', `/api/school/${w.school.id}/classes`, w.manager)).json().data).toEqual([]);
    const trail = await db().select().from(events).where(eq(events.category, 'Classes'));
    expect(trail.map((event) => event.action)).toEqual(
      expect.arrayContaining(['Created class', 'Updated classes', 'Deleted class']),
    );
  });

  it('changes every class of a PATCH or none of them', async () => {
    const w = await world();
    const a = await buildClass(db(), w.school.id, { name: '5.a' });
    const b = await buildClass(db(), w.school.id, { name: '5.b' });
    const clash = await send('PATCH', `/api/school/${w.school.id}/classes`, w.manager, [
      { id: a.id, name: '6.a' },
      { id: b.id, name: '6.A' },
    ]);
    expect(clash.statusCode).toBe(422);
    expect(clash.json().message).toContain('name: a class named "6.A" already exists');
    expect(clash.json().details).toEqual([
      { field: 'name', code: 'class_name_taken', params: { name: '6.A' } },
    ]);
    const names = (await send('GET', `/api/school/${w.school.id}/classes`, w.manager))
      .json()
      .data.map((row: { name: string }) => row.name);
    expect(names).toEqual(['5.a', '5.b']);
  });

  it('names what is wrong with a class', async () => {
    const w = await world();
    const other = await world();
    const url = `/api/school/${w.school.id}/classes`;
    const blank = await send('POST', url, w.manager, { name: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.join()).toContain('name');
    const negative = await send('POST', url, w.manager, { name: '1.a', num_students: -1 });
    expect(negative.json().errors.join()).toContain('num_students');
    const foreignTeacher = await send('POST', url, w.manager, {
      name: '1.a',
      teacher_id: other.teacher.identity.id,
    });
    expect(foreignTeacher.statusCode).toBe(422);
    expect(foreignTeacher.json().message).toBe('teacher_id: not a teacher of this school');
    const otherSchoolSubject = await buildSubject(db(), other.school.id, { en: 'Their subject' });
    const foreignSubject = await send('POST', url, w.manager, {
      name: '1.a',
      subject_id: otherSchoolSubject.id,
    });
    expect(foreignSubject.json().message).toBe('subject_id: not a subject this school can use');
    await buildClass(db(), w.school.id, { name: '2.b' });
    expect((await send('POST', url, w.manager, { name: '2.B' })).statusCode).toBe(422);
  });

  it('keeps everyone else out: anonymous 401, no permission 403, students and other schools 404', async () => {
    const w = await world();
    const other = await world();
    const klass = await buildClass(db(), w.school.id, { name: '9.c' });
    const list = `/api/school/${w.school.id}/classes`;
    expect((await send('GET', list)).statusCode).toBe(401);
    expect((await send('GET', list, w.plainTeacher)).statusCode).toBe(403);
    expect((await send('GET', list, w.student)).statusCode).toBe(404);
    expect((await send('GET', list, other.manager)).statusCode).toBe(404);
    expect((await send('GET', list, other.organizationAdmin)).statusCode).toBe(404);
    expect((await send('GET', list, w.organizationAdmin)).statusCode).toBe(200);

    // A viewer sees but cannot change; another school's class id changes nothing.
    expect((await send('POST', list, w.viewer, { name: '1.x' })).statusCode).toBe(403);
    expect((await send('DELETE', `${list}/${klass.id}`, w.viewer)).statusCode).toBe(403);
    expect(
      (
        await send('PATCH', `/api/school/${other.school.id}/classes`, other.manager, [
          { id: klass.id, name: 'x' },
        ])
      ).statusCode,
    ).toBe(404);
    expect(
      (await send('DELETE', `/api/school/${other.school.id}/classes/${klass.id}`, other.manager)).statusCode,
    ).toBe(404);
    const [row] = await db().select().from(classes).where(eq(classes.id, klass.id));
    expect(row).toMatchObject({ name: '9.c', archivedAt: null });
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, classStudents, events, identities, imports, users } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { csvText, utf8 } from '../../test/importFiles';
import { importWorld } from '../../test/importTestKit';
import { buildClass, buildStudent } from '../../test/respondentFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

/** E-mails are unique across Balss, and a real PostgreSQL keeps them between runs. */
const tag = randomUUID().slice(0, 6);

describe('imports of a school', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const db = () => ctx.deps.database.db;

  async function studentsOf(schoolId: number) {
    return db()
      .select({ name: users.name, surname: users.surname, email: users.email, klass: classes.name })
      .from(identities)
      .innerJoin(users, eq(users.id, identities.userId))
      .leftJoin(classStudents, eq(classStudents.identityId, identities.id))
      .leftJoin(classes, eq(classes.id, classStudents.classId))
      .where(
        and(
          eq(identities.organizationId, schoolId),
          eq(identities.type, 'student'),
          isNull(identities.archivedAt),
        ),
      )
      .orderBy(users.surname);
  }

  it('keeps everyone else out: anonymous 401, no permission 403, students and other schools 404', async () => {
    const w = await importWorld(ctx);
    const other = await importWorld(ctx);
    const file = utf8('Name,Surname,Class\nAnna,Liepa,7.a\n');
    expect((await w.send('GET', '/imports', undefined, null)).statusCode).toBe(401);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `${w.base}/imports?type=students`,
      payload: file,
      headers: { 'content-type': 'text/csv' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await w.uploadRaw('students', file, 'text/csv', w.teacher)).statusCode).toBe(403);
    expect((await w.uploadRaw('students', file, 'text/csv', w.viewer)).statusCode).toBe(403);
    expect((await w.uploadRaw('students', file, 'text/csv', other.manager)).statusCode).toBe(404);
    expect((await w.send('GET', '/school-year', undefined, w.teacher)).statusCode).toBe(403);
    expect((await w.send('GET', '/school-year', undefined, other.manager)).statusCode).toBe(404);
    expect((await w.send('GET', '/imports/overview', undefined, other.organizationAdmin)).statusCode).toBe(
      404,
    );

    const mine = (await w.uploadRaw('students', file)).json().data;
    for (const [method, url] of [
      ['GET', `/imports/${mine.id}`],
      ['PUT', `/imports/${mine.id}/mapping`],
      ['POST', `/imports/${mine.id}/commit`],
      ['DELETE', `/imports/${mine.id}`],
    ] as const) {
      const payload = method === 'PUT' ? { mapping: mine.mapping } : undefined;
      expect((await w.send(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await w.send(method, url, payload, w.teacher)).statusCode, `${method} ${url}`).toBe(403);
      // Another school's manager asking through their own school does not find it either.
      const foreign = await ctx.app.inject({
        method,
        url: `${other.base}${url}`,
        payload: payload as object,
        headers: bearer(other.manager),
      });
      expect(foreign.statusCode, `${method} ${url}`).toBe(404);
    }
    // Imports change the roster: the organisation only with the school's grant (docs/ROLES.md).
    expect((await w.send('GET', `/imports/${mine.id}`, undefined, w.organizationAdmin)).statusCode).toBe(403);
    const student = await tokenFor(
      ctx.deps,
      (await buildIdentity(db(), { type: 'student', organizationId: w.school.id })).identity,
    );
    expect((await w.send('GET', `/imports/${mine.id}`, undefined, student)).statusCode).toBe(404);
    const superAdmin = await tokenFor(
      ctx.deps,
      (await buildIdentity(db(), { type: 'super_admin', organizationId: null })).identity,
    );
    expect((await w.send('GET', `/imports/${mine.id}`, undefined, superAdmin)).statusCode).toBe(200);
    expect((await w.send('GET', '/school-year', undefined, superAdmin)).statusCode).toBe(200);
    // Nothing was committed by any of them: the only student is the one made above.
    expect((await studentsOf(w.school.id)).map((row) => row.name)).toEqual(['Test']);
  });

  it('uploads, previews, commits students into existing and new classes', async () => {
    const w = await importWorld(ctx);
    await buildClass(db(), w.school.id, { name: '7.a' });
    const file = csvText([
      ['Vārds', 'Uzvārds', 'Klase', 'E-pasts'],
      ['Jānis', 'Bērziņš', '7.a', `Janis.${tag}@Skola.lv`],
      ['Līga', 'Ozola', '7.A', ''],
      ['Ēriks', 'Kalns', '8.b', ''],
    ]);
    const uploaded = await w.upload('students', 'C:\\Users\\admin\\skolēni.csv', utf8(file));
    expect(uploaded.statusCode).toBe(201);
    const record = uploaded.json().data;
    expect(record).toMatchObject({
      type: 'students',
      status: 'previewed',
      file_name: 'skolēni.csv',
      file_format: 'csv',
      file_encoding: 'utf-8',
      row_count: 3,
      headers: ['Vārds', 'Uzvārds', 'Klase', 'E-pasts'],
      mapping: { name: 0, surname: 1, class: 2, email: 3, external_id: null },
      missing_fields: [],
      counts: { rows: 3, valid: 3, errors: 0, skipped: 0, new_classes: 1 },
      errors: [],
      can_commit: true,
    });
    expect(record.preview.new_classes).toEqual(['8.b']);
    expect(record.preview.rows[0]).toEqual({
      line: 2,
      values: { name: 'Jānis', surname: 'Bērziņš', class: '7.a', email: `janis.${tag}@skola.lv` },
      outcome: 'new',
    });
    expect(record.sample_rows[0]).toEqual({
      line: 2,
      cells: ['Jānis', 'Bērziņš', '7.a', `Janis.${tag}@Skola.lv`],
    });

    const committed = await w.send('POST', `/imports/${record.id}/commit`);
    expect(committed.statusCode).toBe(200);
    expect(committed.json().data).toMatchObject({
      status: 'committed',
      progress: 100,
      counts: { created: 3 },
    });
    expect(await studentsOf(w.school.id)).toEqual([
      { name: 'Jānis', surname: 'Bērziņš', email: `janis.${tag}@skola.lv`, klass: '7.a' },
      { name: 'Ēriks', surname: 'Kalns', email: null, klass: '8.b' },
      { name: 'Līga', surname: 'Ozola', email: null, klass: '7.a' },
    ]);
    const [created] = await db()
      .select()
      .from(classes)
      .where(and(eq(classes.organizationId, w.school.id), eq(classes.name, '8.b')));
    expect(created).toMatchObject({ organizationId: w.school.id, grade: 8, numStudents: 1 });
    const [user] = await db()
      .select()
      .from(users)
      .where(eq(users.email, `janis.${tag}@skola.lv`));
    expect(user.username).toMatch(/^janis\.berzins\d*$/);
    const trail = await db()
      .select()
      .from(events)
      .where(and(eq(events.category, 'Imports'), eq(events.orgId, w.school.id)));
    expect(trail.map((event) => event.action)).toEqual(
      expect.arrayContaining(['Uploaded import file', 'Committed import']),
    );

    // Committed is final.
    expect((await w.send('POST', `/imports/${record.id}/commit`)).statusCode).toBe(409);
    expect((await w.send('DELETE', `/imports/${record.id}`)).statusCode).toBe(409);
    const list = (await w.send('GET', '/imports')).json().data;
    expect(list).toMatchObject([{ id: record.id, status: 'committed', file_name: 'skolēni.csv' }]);
  });

  it('reports every bad row and commits nothing; the fixed file then goes in whole', async () => {
    const w = await importWorld(ctx);
    const bad = csvText([
      ['Name', 'Surname', 'Class', 'Email'],
      ['Anna', 'Liepa', '7.a', `anna.${tag}@example.lv`],
      ['', 'Ozols', '7.a', ''],
      ['Pēteris', 'Kalns', '7.b', 'not-an-email'],
      ['Anna', 'Liepa', '7.a', ''],
    ]);
    const record = (await w.uploadRaw('students', utf8(bad))).json().data;
    expect(record.counts).toMatchObject({ rows: 4, valid: 1, errors: 3 });
    expect(record.can_commit).toBe(false);
    expect(
      record.errors.map(({ line, column, code }: Record<string, unknown>) => [line, column, code]),
    ).toEqual([
      [3, 'name', 'required'],
      [4, 'email', 'invalid_email'],
      [5, 'name', 'duplicate_in_file'],
    ]);
    expect(record.errors[0].message).toBe('Name is missing');
    const refused = await w.send('POST', `/imports/${record.id}/commit`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      '3 rows have problems: nothing was imported. Fix the file and upload it again.',
    );
    expect(await studentsOf(w.school.id)).toEqual([]);
    expect(await db().select().from(classes).where(eq(classes.organizationId, w.school.id))).toEqual([]);

    const fixed = csvText([
      ['Name', 'Surname', 'Class', 'Email'],
      ['Anna', 'Liepa', '7.a', `anna.${tag}@example.lv`],
      ['Juris', 'Ozols', '7.a', ''],
      ['Pēteris', 'Kalns', '7.b', `peteris.${tag}@example.lv`],
    ]);
    const replaced = await ctx.app.inject({
      method: 'PUT',
      url: `${w.base}/imports/${record.id}/file?file_name=fixed.csv`,
      payload: utf8(fixed),
      headers: { 'content-type': 'text/csv', ...bearer(w.manager) },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({ file_name: 'fixed.csv', counts: { errors: 0, valid: 3 } });
    expect((await w.send('POST', `/imports/${record.id}/commit`)).statusCode).toBe(200);
    expect((await studentsOf(w.school.id)).map((row) => row.name)).toEqual(['Pēteris', 'Anna', 'Juris']);
  });

  it('skips who is already in the school and finds a student twice in the file', async () => {
    const w = await importWorld(ctx);
    const klass = await buildClass(db(), w.school.id, { name: '9.a' });
    const known = await buildStudent(db(), w.school.id, klass.id);
    await db().update(identities).set({ externalId: 'E-1' }).where(eq(identities.id, known.identity.id));
    const file = csvText([
      ['Name', 'Surname', 'Class', 'External id', 'Email'],
      [known.user.name, known.user.surname, '9.A', '', ''],
      ['Rita', 'Egle', '9.a', 'E-1', ''],
      ['Dita', 'Sila', '9.a', '', known.user.email!],
      ['Maija', 'Priede', '9.a', 'M-1', ''],
      ['Maija', 'Priede', '9.a', 'M-2', ''],
    ]);
    const record = (await w.uploadRaw('students', utf8(file))).json().data;
    expect(
      record.skipped.map((issue: { line: number; params: { by: string } }) => [issue.line, issue.params.by]),
    ).toEqual([
      [2, 'name'],
      [3, 'external_id'],
      [4, 'email'],
    ]);
    expect(record.errors).toMatchObject([
      { line: 6, column: 'name', code: 'duplicate_in_file', params: { line: 5 } },
    ]);
    const mapping = { ...record.mapping, external_id: null };
    const remapped = (await w.send('PUT', `/imports/${record.id}/mapping`, { mapping })).json().data;
    expect(remapped.mapping.external_id).toBeNull();
    expect(remapped.counts).toMatchObject({ errors: 1, skipped: 2 });
  });

  it('stores HTML and formula-looking cells as plain text', async () => {
    const w = await importWorld(ctx);
    const file = csvText([
      ['Name', 'Surname', 'Class'],
      ['<img src=x onerror=alert(1)>', '=HYPERLINK("http://x")', '5.a'],
      ['@Anna', '+Liepa', '-5.b'],
    ]);
    const record = (await w.uploadRaw('students', utf8(file))).json().data;
    expect(record.preview.rows[0].values.name).toBe('<img src=x onerror=alert(1)>');
    await w.send('POST', `/imports/${record.id}/commit`);
    const stored = await studentsOf(w.school.id);
    expect(stored.map((row) => [row.name, row.surname, row.klass])).toEqual(
      expect.arrayContaining([
        ['<img src=x onerror=alert(1)>', '=HYPERLINK("http://x")', '5.a'],
        ['@Anna', '+Liepa', '-5.b'],
      ]),
    );
  });

  it('needs the mapping of required columns; teachers need classes, parents need students', async () => {
    const w = await importWorld(ctx);
    const record = (await w.uploadRaw('staff', utf8('Vārds;Amats\nInga;Direktore\n'))).json().data;
    expect(record).toMatchObject({
      status: 'uploaded',
      missing_fields: ['surname'],
      counts: null,
      can_commit: false,
    });
    expect((await w.send('POST', `/imports/${record.id}/commit`)).statusCode).toBe(422);
    const wrong = await w.send('PUT', `/imports/${record.id}/mapping`, { mapping: { name: 0, surname: 5 } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toContain('surname: the file has no column 5');
    const mapped = await w.send('PUT', `/imports/${record.id}/mapping`, { mapping: { name: 0, surname: 1 } });
    expect(mapped.json().data).toMatchObject({ status: 'previewed', counts: { valid: 1 } });

    const teachers = await w.uploadRaw('teachers', utf8('Name,Surname\nInga,Kalna\n'));
    expect(teachers.statusCode).toBe(409);
    expect(teachers.json()).toMatchObject({
      message: 'The school has no classes yet: create classes or import students first',
      errors: ['type: needs_classes'],
    });
    const overview = (await w.send('GET', '/imports/overview')).json().data;
    expect(overview.missing).toEqual({
      students: null,
      teachers: 'classes',
      parents: 'students',
      staff: null,
    });

    expect((await w.send('DELETE', `/imports/${record.id}`)).statusCode).toBe(200);
    expect((await w.send('GET', `/imports/${record.id}`)).statusCode).toBe(404);
  });

  it('imports teachers with subjects and classes, and parents linked to students', async () => {
    const w = await importWorld(ctx);
    const a = await buildClass(db(), w.school.id, { name: '7.a' });
    await buildClass(db(), w.school.id, { name: '8.a' });
    const child = await buildStudent(db(), w.school.id, a.id);
    const teachers = csvText(
      [
        ['Vārds', 'Uzvārds', 'Mācību priekšmeti', 'Klases', 'Audzināmā klase'],
        ['Inga', 'Kalna', 'Matemātika, Physics', '7.a, 8.a', '7.a'],
        ['Rasa', 'Lapa', 'Alķīmija', '9.z', ''],
      ],
      ';',
    );
    const report = (await w.uploadRaw('teachers', utf8(teachers))).json().data;
    expect(
      report.errors.map((issue: { code: string; column: string }) => [issue.column, issue.code]),
    ).toEqual([
      ['classes', 'unknown_class'],
      ['subjects', 'unknown_subject'],
    ]);
    const fixed = csvText(
      [
        ['Vārds', 'Uzvārds', 'Mācību priekšmeti', 'Klases', 'Audzināmā klase'],
        ['Inga', 'Kalna', 'Matemātika, Physics', '7.a, 8.a', '7.a'],
      ],
      ';',
    );
    const ok = (await w.uploadRaw('teachers', utf8(fixed))).json().data;
    expect((await w.send('POST', `/imports/${ok.id}/commit`)).statusCode).toBe(200);
    const list = (await w.send('GET', '/teachers')).json().data;
    const inga = list.find((teacher: { name: string }) => teacher.name === 'Inga');
    expect(inga).toMatchObject({ type: 'teacher', class_teacher_of: [a.id] });
    expect(inga.teaches_in).toHaveLength(2);

    const parents = csvText([
      ['Name', 'Surname', 'Email', "Student's name", "Student's surname", "Student's class"],
      ['Dace', 'Lāce', `dace.${tag}@example.lv`, child.user.name, child.user.surname, '7.a'],
    ]);
    const parentImport = (await w.uploadRaw('parents', utf8(parents))).json().data;
    expect(parentImport.counts).toMatchObject({ valid: 1, errors: 0 });
    expect((await w.send('POST', `/imports/${parentImport.id}/commit`)).statusCode).toBe(200);
    const [parent] = await db()
      .select()
      .from(identities)
      .where(and(eq(identities.organizationId, w.school.id), eq(identities.type, 'parent')));
    expect(parent).toBeTruthy();
  });

  it('commits a large import as a job, with progress on the record', async () => {
    const w = await importWorld(ctx);
    const rows = Array.from({ length: 600 }, (_, i) => [`Skolēns${i}`, `Uzvārds${i}`, `${(i % 12) + 1}.a`]);
    const record = (
      await w.uploadRaw('students', utf8(csvText([['Vārds', 'Uzvārds', 'Klase'], ...rows])))
    ).json().data;
    expect(record.counts).toMatchObject({ valid: 600, new_classes: 12 });
    const sent: { name: string; data: unknown }[] = [];
    ctx.deps.queue = {
      send: async (name, data) => {
        sent.push({ name, data });
        return 'job-1';
      },
      isRunning: () => true,
      stop: async () => {},
    };
    try {
      const started = await w.send('POST', `/imports/${record.id}/commit`);
      expect(started.statusCode).toBe(202);
      expect(started.json().data).toMatchObject({ status: 'committing', progress: 0 });
      expect(sent).toMatchObject([
        { name: 'commit-import', data: { importId: record.id, schoolId: w.school.id } },
      ]);
      expect((await w.send('POST', `/imports/${record.id}/commit`)).statusCode).toBe(409);
      const { commitImportJob } = await import('../../services/imports/commitImportJob');
      await commitImportJob(ctx.deps.database).handle(sent[0].data as never);
    } finally {
      ctx.deps.queue = null;
    }
    const done = (await w.send('GET', `/imports/${record.id}`)).json().data;
    expect(done).toMatchObject({ status: 'committed', progress: 100, counts: { created: 600 } });
    expect(await studentsOf(w.school.id)).toHaveLength(600);
  });

  it('lets a super-admin list imports across schools', async () => {
    const w = await importWorld(ctx);
    const record = (await w.uploadRaw('students', utf8('Name,Surname,Class\nA,B,1.a\n'))).json().data;
    const { school } = await buildSchool(db());
    const superAdmin = await tokenFor(
      ctx.deps,
      (await buildIdentity(db(), { type: 'super_admin', organizationId: null })).identity,
    );
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/imports?school_id=${w.school.id}`,
      headers: bearer(superAdmin),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject([
      { id: record.id, school: { id: w.school.id, name: w.school.name } },
    ]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/imports', headers: bearer(w.manager) }))
        .statusCode,
    ).toBe(403);
    expect(school.id).toBeGreaterThan(0);
    const [row] = await db()
      .select({ bytes: imports.fileBytes })
      .from(imports)
      .where(eq(imports.id, record.id));
    expect(row.bytes.toString('utf8')).toBe('Name,Surname,Class\nA,B,1.a\n');
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, events, fiscalYears, identities, parentLinks } from '../../db/schema';
import { targetSchoolYear } from '../../services/imports/schoolYearCommit';
import { buildIdentity } from '../../test/factories';
import { importWorld } from '../../test/importTestKit';
import { buildClass, buildStudent } from '../../test/respondentFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('new school year', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const db = () => ctx.deps.database.db;

  it('previews, then promotes classes and graduates the last grade in one go', async () => {
    const w = await importWorld(ctx);
    const seventh = await buildClass(db(), w.school.id, { name: '7.a' });
    const eighth = await buildClass(db(), w.school.id, { name: '8.a' });
    const ninth = await buildClass(db(), w.school.id, { name: '9.a' });
    const club = await buildClass(db(), w.school.id, { name: 'Koris' });
    const graduate = await buildStudent(db(), w.school.id, ninth.id);
    const stays = await buildStudent(db(), w.school.id, seventh.id);
    const parent = await buildIdentity(db(), { type: 'parent', organizationId: w.school.id });
    await db().insert(parentLinks).values({ parentId: parent.identity.id, studentId: graduate.identity.id });

    const preview = await w.send('GET', '/school-year?last_grade=9');
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      last_grade: 9,
      counts: { promoted: 2, graduating_classes: 1, graduating_students: 1, kept: 1 },
      conflicts: [],
    });
    expect(
      preview
        .json()
        .data.classes.map((step: { name: string; action: string; new_name: string | null }) => [
          step.name,
          step.action,
          step.new_name,
        ]),
    ).toEqual([
      ['7.a', 'promote', '8.a'],
      ['8.a', 'promote', '9.a'],
      ['9.a', 'graduate', null],
      ['Koris', 'keep', null],
    ]);
    // Nothing changes on a preview.
    expect((await db().select().from(classes).where(eq(classes.id, seventh.id)))[0].name).toBe('7.a');

    const done = await w.send('POST', '/school-year', { last_grade: 9 });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      last_grade: 9,
      promoted: 2,
      graduated_classes: 1,
      archived_students: 1,
      archived_parents: 1,
      kept: 1,
    });
    const byId = async (id: number) => (await db().select().from(classes).where(eq(classes.id, id)))[0];
    expect(await byId(seventh.id)).toMatchObject({ name: '8.a', grade: 8, archivedAt: null });
    expect(await byId(eighth.id)).toMatchObject({ name: '9.a', grade: 9, archivedAt: null });
    expect((await byId(ninth.id)).archivedAt).not.toBeNull();
    expect(await byId(club.id)).toMatchObject({ name: 'Koris', archivedAt: null });
    const identity = async (id: number) =>
      (await db().select().from(identities).where(eq(identities.id, id)))[0];
    expect((await identity(graduate.identity.id)).archivedAt).not.toBeNull();
    expect((await identity(parent.identity.id)).archivedAt).not.toBeNull();
    expect((await identity(stays.identity.id)).archivedAt).toBeNull();
  });

  it('takes 12 as the last grade by default and refuses an unknown one', async () => {
    const w = await importWorld(ctx);
    await buildClass(db(), w.school.id, { name: '12.b' });
    await buildClass(db(), w.school.id, { name: '11.b' });
    const preview = (await w.send('GET', '/school-year')).json().data;
    expect(preview.last_grade).toBe(12);
    expect(preview.counts).toMatchObject({ promoted: 1, graduating_classes: 1 });
    expect((await w.send('GET', '/school-year?last_grade=20')).statusCode).toBe(400);
    expect((await w.send('POST', '/school-year', { last_grade: 0 })).statusCode).toBe(422);
    expect((await w.send('POST', '/school-year', {})).json().data).toMatchObject({
      promoted: 1,
      graduated_classes: 1,
    });
    const names = (await db().select().from(classes).where(eq(classes.organizationId, w.school.id)))
      .filter((klass) => !klass.archivedAt)
      .map((klass) => klass.name);
    expect(names).toEqual(['12.b']);
  });

  it('refuses a year in which two classes would share a name, changing nothing', async () => {
    const w = await importWorld(ctx);
    await buildClass(db(), w.school.id, { name: '7.a' });
    await buildClass(db(), w.school.id, { name: '07.a' });
    const refused = await w.send('POST', '/school-year', { last_grade: 12 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual(['classes: "8.a" would be used twice']);
    const names = (await db().select().from(classes).where(eq(classes.organizationId, w.school.id))).map(
      (k) => k.name,
    );
    expect(names.sort()).toEqual(['07.a', '7.a']);
  });

  it("moves the classes into the school's own school year, and says when they already were", async () => {
    const w = await importWorld(ctx);
    await buildClass(db(), w.school.id, { name: '5.a' });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    // A school year that began ten days ago: the wizard, run early in it, moves the classes into it.
    await db()
      .insert(fiscalYears)
      .values({ organizationId: w.school.id, name: 'Our year', startsOn: day(-10), endsOn: day(290) });
    const preview = (await w.send('GET', '/school-year')).json().data;
    expect(preview.school_year).toEqual({
      year: Number(day(-10).slice(0, 4)),
      name: 'Our year',
      starts_on: day(-10),
      ends_on: day(290),
      own: true,
    });
    expect(preview.already_started_at).toBeNull();

    const done = (await w.send('POST', '/school-year', {})).json().data;
    expect(done.school_year).toMatchObject({ name: 'Our year', own: true });
    const [event] = await db()
      .select()
      .from(events)
      .where(
        sql`${events.action} = 'New school year' and ${events.details} ->> 'school_id' = ${String(w.school.id)}`,
      );
    expect(event.details).toMatchObject({ school_id: w.school.id, school_year: { name: 'Our year' } });
    const again = (await w.send('GET', '/school-year')).json().data;
    expect(again.already_started_at).toBe(event.createdAt.toISOString());
  });

  it('picks the school year by its dates: the one begun in its first half, else the next one', async () => {
    const w = await importWorld(ctx);
    const at = (day: string) => targetSchoolYear(db(), w.school.id, new Date(`${day}T09:00:00Z`));
    // Without school years of its own: 1 September to 31 August.
    expect(await at('2026-06-10')).toEqual({
      year: 2026,
      name: '2026/27',
      starts_on: '2026-09-01',
      ends_on: '2027-08-31',
      own: false,
    });
    expect((await at('2026-09-05')).year).toBe(2026);
    expect((await at('2027-02-20')).year).toBe(2026);
    expect((await at('2027-03-20')).year).toBe(2027);
    // Its organisation's school years, from mid-August to the end of June; July falls between them.
    await db()
      .insert(fiscalYears)
      .values([
        {
          organizationId: w.school.parentId ?? 0,
          name: '2025./26.',
          startsOn: '2025-08-15',
          endsOn: '2026-06-30',
        },
        {
          organizationId: w.school.parentId ?? 0,
          name: '2026./27.',
          startsOn: '2026-08-17',
          endsOn: '2027-06-30',
        },
      ]);
    expect(await at('2026-07-10')).toEqual({
      year: 2026,
      name: '2026./27.',
      starts_on: '2026-08-17',
      ends_on: '2027-06-30',
      own: true,
    });
    expect((await at('2025-08-20')).name).toBe('2025./26.');
    expect((await at('2026-05-02')).name).toBe('2026./27.');
  });
});

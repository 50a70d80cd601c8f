import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, realDatabaseUrl } from '../../test/testDatabase';
import type { Database } from '../client';
import { classes, classStudents, groups, identities, organizations, subjects, users } from '../schema';
import { seedDemoData } from './seed';

// The demo data needs an empty database of its own; the shared PostgreSQL of test:pg is not one.
describe.skipIf(realDatabaseUrl)('demo data', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('seeds the demo schools with classes, students, teachers and groups, once', async () => {
    const db = database.db;
    expect(await seedDemoData(db)).toBe(true);
    expect(await seedDemoData(db)).toBe(false);
    const [secondary] = await db.select().from(organizations).where(eq(organizations.slug, 'demo-school'));
    const secondaryClasses = await db.select().from(classes).where(eq(classes.organizationId, secondary.id));
    expect(secondaryClasses.map((row) => row.name)).toEqual([
      '7.a',
      '7.b',
      '8.a',
      '8.b',
      '9.a',
      '10.a',
      '11.a',
      '12.a',
    ]);
    for (const klass of secondaryClasses) {
      const [{ seated }] = await db
        .select({ seated: count() })
        .from(classStudents)
        .where(eq(classStudents.classId, klass.id));
      expect(seated).toBe(klass.numStudents);
    }
    const [sofija] = await db
      .select({ classId: classStudents.classId })
      .from(users)
      .innerJoin(identities, eq(identities.userId, users.id))
      .innerJoin(classStudents, eq(classStudents.identityId, identities.id))
      .where(eq(users.username, 'student'));
    expect(secondaryClasses.find((row) => row.id === sofija.classId)?.name).toBe('9.a');
    expect((await db.select().from(groups).where(eq(groups.organizationId, secondary.id))).length).toBe(3);
    const [{ platform }] = await db
      .select({ platform: count() })
      .from(subjects)
      .where(isNull(subjects.organizationId));
    expect(platform).toBeGreaterThan(20);
  });
});

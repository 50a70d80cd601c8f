import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSubmission } from '../../../common/survey/answers';
import { listAdminSchools } from '../../services/admin/adminSchools';
import { searchOrganizations } from '../../services/admin/adminSearch';
import { periodStatus } from '../../services/periods/periodStatus';
import { demoResultsPeriodId } from '../../services/results/demoResults';
import { openTestDatabase, realDatabaseUrl } from '../../test/testDatabase';
import type { Database } from '../client';
import { organizations } from '../schema';
import { responses, surveyPeriods, surveyVersions } from '../schema/surveys';
import { demoResultsSlug, seedDemoResultsDataset } from './demoResultsDataset';

describe('the demo results dataset', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('is there after start, once, and demoResultsPeriodId names its closed period', async () => {
    const db = database.db;
    await seedDemoResultsDataset(db);
    await seedDemoResultsDataset(db);
    const schools = await db.select().from(organizations).where(eq(organizations.slug, demoResultsSlug));
    expect(schools).toHaveLength(1);
    expect(schools[0]).toMatchObject({ name: 'Balss demo school', type: 'school', parentId: null });

    const periodId = await demoResultsPeriodId(db);
    const [row] = await db
      .select({ period: surveyPeriods, content: surveyVersions.content })
      .from(surveyPeriods)
      .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
      .where(eq(surveyPeriods.id, periodId as number));
    expect(row.period.organizationId).toBe(schools[0].id);
    expect(periodStatus(row.period)).toBe('closed');

    const answered = await db.select().from(responses).where(eq(responses.periodId, row.period.id));
    expect(answered.length).toBeGreaterThan(270);
    expect(answered.length).toBeLessThan(340);
    expect(answered.length).toBeLessThanOrEqual(row.period.expectedCount);
    expect(new Set(answered.map((response) => response.classId)).size).toBe(12);
    expect(new Set(answered.map((response) => response.grade))).toEqual(new Set([7, 8, 9, 10, 11, 12]));
    for (const response of answered) {
      expect(response).toMatchObject({ status: 'finished', identityId: null });
      expect(checkSubmission(row.content, response.answers, true).problems).toEqual([]);
    }
    const [{ periods }] = await db
      .select({ periods: count() })
      .from(surveyPeriods)
      .where(eq(surveyPeriods.organizationId, schools[0].id));
    expect(periods).toBe(1);
  });

  it('is not listed among the customers in the back office', async () => {
    const db = database.db;
    const page = { search: 'Balss demo', limit: 20, offset: 0 };
    expect(await searchOrganizations(db, page)).toEqual([]);
    expect(await listAdminSchools(db, page)).toEqual([]);
  });

  // Removing the dataset from the shared PostgreSQL of test:pg would take it from other files.
  it.skipIf(realDatabaseUrl)('answers null when the dataset is missing', async () => {
    const db = database.db;
    await db.delete(organizations).where(eq(organizations.slug, demoResultsSlug));
    expect(await demoResultsPeriodId(db)).toBeNull();
  });
});

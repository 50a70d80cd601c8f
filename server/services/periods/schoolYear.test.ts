import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalYears } from '../../db/schema';
import { buildSchool } from '../../test/factories';
import { buildResultsPeriod } from '../../test/resultsFactories';
import { buildPublishedSurvey } from '../../test/surveyFactories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { periodSchoolYears, schoolYearOfPeriod } from './schoolYear';

describe("a period's school year", () => {
  let ctx: TestApp;
  const db = () => ctx.deps.database.db;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const periodStarting = async (organizationId: number, startsAt: string) => {
    const { version } = await buildPublishedSurvey(db(), null);
    const period = await buildResultsPeriod(db(), {
      organizationId,
      surveyVersionId: version.id,
      startsAt: new Date(startsAt),
      endsAt: new Date(Date.parse(startsAt) + 30 * 86_400_000),
    });
    return period.id;
  };

  it('starts on 1 September without school years of its own', async () => {
    const { school } = await buildSchool(db());
    expect(await schoolYearOfPeriod(db(), await periodStarting(school.id, '2025-08-20T08:00:00Z'))).toBe(
      2024,
    );
    expect(await schoolYearOfPeriod(db(), await periodStarting(school.id, '2025-09-02T08:00:00Z'))).toBe(
      2025,
    );
  });

  it("follows the school's own school years, then its organisation's", async () => {
    const { school } = await buildSchool(db());
    const { school: sibling } = await buildSchool(db(), { parentId: school.parentId });
    await db()
      .insert(fiscalYears)
      .values([
        {
          organizationId: school.parentId ?? 0,
          name: '2025/26',
          startsOn: '2025-08-01',
          endsOn: '2026-06-30',
        },
        { organizationId: school.id, name: '2025/26', startsOn: '2025-08-15', endsOn: '2026-06-30' },
      ]);
    // 20 August 2025 is in the school's 2025/26 year (from 15 August), not in 2024/25 by the September rule.
    expect(await schoolYearOfPeriod(db(), await periodStarting(school.id, '2025-08-20T08:00:00Z'))).toBe(
      2025,
    );
    // Its sibling has none of its own: the organisation's year (from 1 August) holds.
    expect(await schoolYearOfPeriod(db(), await periodStarting(sibling.id, '2025-08-05T08:00:00Z'))).toBe(
      2025,
    );
    // A day in no school year of theirs falls back to the September rule.
    expect(await schoolYearOfPeriod(db(), await periodStarting(school.id, '2026-07-10T08:00:00Z'))).toBe(
      2025,
    );
  });

  it('is named as the school year is named, or 2025/26', async () => {
    const { school } = await buildSchool(db());
    await db().insert(fiscalYears).values({
      organizationId: school.id,
      name: 'Mācību gads 2026',
      startsOn: '2026-08-15',
      endsOn: '2027-06-30',
    });
    const own = await periodStarting(school.id, '2026-08-20T08:00:00Z');
    const before = await periodStarting(school.id, '2025-10-01T08:00:00Z');
    const years = await periodSchoolYears(db(), [own, before]);
    expect(years.get(own)).toEqual({ year: 2026, name: 'Mācību gads 2026' });
    expect(years.get(before)).toEqual({ year: 2025, name: '2025/26' });
  });
});

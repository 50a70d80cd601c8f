import { beforeAll, describe, expect, it } from 'vitest';
import { actionPlans } from '../../db/schema';
import { buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { buildResponses, buildResultsPeriod } from '../../test/resultsFactories';
import { roleTokens } from '../../test/roleTokens';
import { superAdminTestApp } from '../../test/superAdminTestApp';
import { buildPublishedSurvey } from '../../test/surveyFactories';

const name = (en: string) => ({ en, lv: `${en} (lv)`, ru: `${en} (ru)` });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('a region’s schools (the home of a property-value user)', () => {
  const { send, db, deps } = superAdminTestApp();
  let inRegion: Awaited<ReturnType<typeof buildSchool>>;
  let outside: Awaited<ReturnType<typeof buildSchool>>;
  let officerToken: string;
  let autumn: number;
  let spring: number;

  beforeAll(async () => {
    const region = await send('POST', '/api/admin/organization-properties', {
      name: name('Region'),
      values: [name('Latgale'), name('Vidzeme')],
    });
    const [latgale, vidzeme] = region.json().data.values.map((value: { id: number }) => value.id);
    inRegion = await buildSchool(db());
    outside = await buildSchool(db());
    for (const [school, value] of [
      [inRegion.school.id, latgale],
      [outside.school.id, vidzeme],
    ])
      await send('PUT', `/api/admin/organizations/${school}/catalogue`, { tag_ids: [], value_ids: [value] });
    const { version } = await buildPublishedSurvey(db(), null);
    const period = (organizationId: number, periodName: string, from: number, to: number) =>
      buildResultsPeriod(db(), {
        organizationId,
        surveyVersionId: version.id,
        name: periodName,
        startsAt: daysAgo(from),
        endsAt: daysAgo(to),
      });
    spring = (await period(inRegion.school.id, 'Spring', 200, 180)).id;
    autumn = (await period(inRegion.school.id, 'Autumn', 30, 2)).id;
    const elsewhere = await period(outside.school.id, 'Autumn', 30, 2);
    for (const periodId of [spring, autumn, elsewhere.id])
      await buildResponses(
        db(),
        Array.from({ length: 12 }, () => ({ periodId, answers: {} })),
      );
    await db()
      .insert(actionPlans)
      .values([
        {
          organizationId: inRegion.school.id,
          periodId: autumn,
          title: 'Kinder breaks',
          publicToken: 'tok-region-1',
          publishedAt: new Date(),
        },
        { organizationId: inRegion.school.id, periodId: autumn, title: 'Draft, not published' },
      ]);
    const office = await buildSchool(db());
    const { identity, user } = await buildIdentity(db(), {
      type: 'organization_admin',
      organizationId: office.parent.id,
    });
    officerToken = await tokenFor(deps(), identity);
    const granted = await send('POST', `/api/admin/organization-property-values/${latgale}/users`, {
      user: user.email ?? '',
    });
    expect(granted.statusCode).toBe(201);
  });

  it('lists the schools of the region only, each figure named by its period, with published plans', async () => {
    const response = await send('GET', '/api/region/schools', undefined, officerToken);
    expect(response.statusCode).toBe(200);
    const schools = response.json().data.schools;
    expect(schools.map((school: { id: number }) => school.id)).toEqual([inRegion.school.id]);
    expect(response.json().data.values).toEqual([name('Latgale')]);
    const [school] = schools;
    expect(school.organization).toBe(inRegion.parent.name);
    expect(school.latest.period).toMatchObject({ id: autumn, name: 'Autumn' });
    expect(school.latest.previous).toMatchObject({ id: spring, name: 'Spring' });
    expect(school.plans).toEqual([
      expect.objectContaining({ token: 'tok-region-1', title: 'Kinder breaks' }),
    ]);
  });

  it('shows the figures the results screens release to the officer, not others', async () => {
    const [school] = (await send('GET', '/api/region/schools', undefined, officerToken)).json().data.schools;
    const summary = await send(
      'POST',
      '/api/results/v2/summary',
      { period_identifiers: { type: 'period', id: autumn } },
      officerToken,
    );
    expect(summary.statusCode).toBe(200);
    const info = summary.json().data.info;
    expect(school.latest.response_rate).toBe(info.survey_info.responseRate);
    expect(school.latest.compound.value).toBe(info.hidden === null ? info.compound_score.value : -1);
  });

  it('refuses everyone given no region: their own organisation’s admins, school staff, students, others', async () => {
    const tokens = await roleTokens(deps(), inRegion, { view_survey_results: true });
    const foreign = await roleTokens(deps(), outside, { view_survey_results: true });
    for (const token of [...Object.values(tokens.members), foreign.organizationAdmin]) {
      const refused = await send('GET', '/api/region/schools', undefined, token);
      expect(refused.statusCode).toBe(403);
    }
    expect((await send('GET', '/api/region/schools', undefined, null)).statusCode).toBe(401);
  });
});

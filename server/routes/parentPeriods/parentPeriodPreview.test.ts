import { beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema';
import { buildSchool } from '../../test/factories';
import { buildClass } from '../../test/respondentFactories';
import { roleTokens, tokenOf } from '../../test/roleTokens';
import { superAdminTestApp } from '../../test/superAdminTestApp';
import { buildPublishedSurvey } from '../../test/surveyFactories';

describe('the launch summary of a parent period', () => {
  const { send, db, deps } = superAdminTestApp();
  let world: Awaited<ReturnType<typeof buildSchool>>;
  let schoolIds: number[];
  let orgAdmin: string;
  let parentSurvey: number;
  let studentSurvey: number;

  beforeAll(async () => {
    world = await buildSchool(db());
    const more = await db()
      .insert(organizations)
      .values(
        ['B', 'C'].map((letter) => ({
          type: 'school' as const,
          parentId: world.parent.id,
          name: `School ${letter} ${world.school.slug}`,
          slug: `${letter.toLowerCase()}-${world.school.slug}`,
        })),
      )
      .returning();
    schoolIds = [world.school.id, ...more.map((school) => school.id)];
    // Only the first school has parents registered; only the second has a grade 7.
    await tokenOf(deps(), 'parent', world.school.id);
    await tokenOf(deps(), 'parent', world.school.id);
    await buildClass(db(), more[0].id, { name: '7.a', numStudents: 18 });
    orgAdmin = await tokenOf(deps(), 'organization_admin', world.parent.id);
    parentSurvey = (await buildPublishedSurvey(db(), null, { audience: 'parent' })).version.id;
    studentSurvey = (await buildPublishedSurvey(db(), null)).version.id;
  });

  /** [school id, expected] in the order of the ids: the list itself is sorted by name, which collations order differently. */
  const expectedBySchool = (data: { schools: { id: number; expected: number }[] }) =>
    data.schools.map((school) => [school.id, school.expected]).sort((a, b) => a[0] - b[0]);

  const preview = (body: object, token: string | null = orgAdmin, organizationId = world.parent.id) =>
    send('POST', `/api/organization/${organizationId}/parent-periods/preview`, body, token);

  it('counts whom a parent survey would ask in each school, before anything is made', async () => {
    const response = await preview({
      survey_version_id: parentSurvey,
      audience: { parents: true },
      school_ids: schoolIds,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ survey_audience: 'parent', public_link: false });
    expect(expectedBySchool(data)).toEqual([
      [world.school.id, 2],
      [schoolIds[1], 0],
      [schoolIds[2], 0],
    ]);
    const periods = await send(
      'GET',
      `/api/organization/${world.parent.id}/parent-periods`,
      undefined,
      orgAdmin,
    );
    expect(periods.json().data).toEqual([]);
  });

  it('counts a student survey’s grades as each school’s own period would', async () => {
    const data = (
      await preview({ survey_version_id: studentSurvey, audience: { grades: [7] }, school_ids: schoolIds })
    ).json().data;
    expect(expectedBySchool(data)).toEqual([
      [schoolIds[0], 0],
      [schoolIds[1], 18],
      [schoolIds[2], 0],
    ]);
  });

  it('names what is wrong: another organisation’s school, an audience the survey cannot ask', async () => {
    const other = await buildSchool(db());
    const outside = await preview({
      survey_version_id: parentSurvey,
      audience: { parents: true },
      school_ids: [other.school.id],
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors[0]).toMatch(/^school_ids: not schools of this organisation/);
    const nobody = await preview({ survey_version_id: parentSurvey, audience: {}, school_ids: schoolIds });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().errors[0]).toMatch(/^audience.parents/);
  });

  it('is the organisation admin’s: its schools’ people 403, another organisation 404, anonymous 401', async () => {
    const body = { survey_version_id: parentSurvey, audience: { parents: true }, school_ids: schoolIds };
    const tokens = await roleTokens(deps(), world, { view_survey_results: true, survey_management: true });
    for (const token of [tokens.student, tokens.teacher, tokens.schoolAdmin])
      expect((await preview(body, token)).statusCode).toBe(403);
    const foreign = await buildSchool(db());
    const foreignAdmin = await tokenOf(deps(), 'organization_admin', foreign.parent.id);
    expect((await preview(body, foreignAdmin)).statusCode).toBe(404);
    expect((await preview(body, null)).statusCode).toBe(401);
  });
});

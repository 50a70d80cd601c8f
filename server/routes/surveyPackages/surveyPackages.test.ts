import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { allSchoolPermissions } from '../../../common/permissions';
import { events, surveyPackages } from '../../db/schema';
import { buildSchool } from '../../test/factories';
import { tokenOf } from '../../test/roleTokens';
import { superAdminTestApp } from '../../test/superAdminTestApp';
import { buildPublishedSurvey, hoursFromNow } from '../../test/surveyFactories';

const base = '/api/admin/survey-packages';
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('survey packages (super-admin) and what they let an organisation run', () => {
  const { send, db, deps } = superAdminTestApp();
  let packaged: Awaited<ReturnType<typeof buildPublishedSurvey>>;
  let unpackaged: Awaited<ReturnType<typeof buildPublishedSurvey>>;
  let free: Awaited<ReturnType<typeof buildPublishedSurvey>>;

  beforeAll(async () => {
    packaged = await buildPublishedSurvey(db(), null, { freePackage: false });
    unpackaged = await buildPublishedSurvey(db(), null, { freePackage: false });
    free = await buildPublishedSurvey(db(), null);
  });

  async function school() {
    const world = await buildSchool(db());
    const admin = await tokenOf(deps(), 'school_admin', world.school.id, allSchoolPermissions());
    const orgAdmin = await tokenOf(deps(), 'organization_admin', world.parent.id);
    return { ...world, admin, orgAdmin };
  }
  const libraryOf = async (token: string) =>
    (await send('GET', '/api/surveys?scope=library', undefined, token))
      .json()
      .data.map((survey: { id: number }) => survey.id);
  const runPeriod = (schoolId: number, versionId: number, token: string) =>
    send(
      'POST',
      `/api/school/${schoolId}/periods`,
      {
        survey_version_id: versionId,
        name: 'Spring',
        starts_at: hoursFromNow(-1),
        ends_at: hoursFromNow(24 * 7),
        anonymous: true,
        languages: ['en'],
        audience: { public_link: true },
      },
      token,
    );

  it('creates, lists, changes and deletes a package, and records each change', async () => {
    const w = await school();
    const made = await send('POST', base, {
      name: 'Wellbeing 2026/27',
      description: 'Student and teacher surveys',
      valid_from: day(-1),
      valid_to: day(300),
      survey_ids: [packaged.survey.id],
      organization_ids: [w.school.id],
    });
    expect(made.statusCode).toBe(201);
    const created = made.json().data;
    expect(created).toMatchObject({
      name: 'Wellbeing 2026/27',
      is_free: false,
      status: 'active',
      survey_ids: [packaged.survey.id],
      organization_ids: [w.school.id],
      benchmark_ids: [],
    });
    const listed = (await send('GET', base)).json().data;
    expect(listed[0].is_free).toBe(true);
    expect(listed.find((row: { id: number }) => row.id === created.id)).toMatchObject({
      survey_count: 1,
      organization_count: 1,
    });
    const changed = await send('PATCH', `${base}/${created.id}`, { valid_from: day(5), survey_ids: [] });
    expect(changed.json().data).toMatchObject({ status: 'scheduled', survey_ids: [] });
    const choices = (await send('GET', `${base}/choices`)).json().data;
    expect(choices.surveys.map((survey: { id: number }) => survey.id)).toContain(packaged.survey.id);
    expect(choices.organizations.map((org: { id: number }) => org.id)).toContain(w.school.id);
    expect((await send('DELETE', `${base}/${created.id}`)).statusCode).toBe(200);
    expect((await send('GET', `${base}/${created.id}`)).statusCode).toBe(404);
    const actions = (await db().select().from(events).where(eq(events.category, 'Superadmin'))).map(
      (event) => event.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(['Created survey package', 'Changed survey package', 'Deleted survey package']),
    );
  });

  it('names what is wrong with a package', async () => {
    const w = await school();
    const own = await buildPublishedSurvey(db(), w.school.id);
    const body = { name: 'X', valid_from: day(0) };
    const cases: [object, number, string][] = [
      [{ ...body, valid_to: day(-3) }, 422, 'valid_to: must not be before valid_from'],
      [{ ...body, survey_ids: [own.survey.id] }, 422, `survey_ids: not library surveys: ${own.survey.id}`],
      [{ ...body, organization_ids: [2_000_000_000] }, 422, 'organization_ids: no such organisations'],
      [{ ...body, benchmark_ids: [2_000_000_000] }, 422, 'benchmark_ids: not defined benchmarks'],
      [{ ...body, valid_from: '31.12.2026' }, 422, 'valid_from'],
      [{ name: '', valid_from: day(0) }, 422, 'name'],
    ];
    for (const [payload, status, message] of cases) {
      const answer = await send('POST', base, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      expect(answer.json().message).toContain(message);
    }
    expect((await send('POST', base, { name: 'Pilot schools', valid_from: day(0) })).statusCode).toBe(201);
    const twice = await send('POST', base, { name: 'pilot SCHOOLS', valid_from: day(0) });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().details).toEqual([
      { field: 'name', code: 'package_name_taken', params: { name: 'pilot SCHOOLS' } },
    ]);
    const [freeRow] = await db().select().from(surveyPackages).where(eq(surveyPackages.isFree, true));
    const freeGiven = await send('PATCH', `${base}/${freeRow.id}`, { organization_ids: [w.school.id] });
    expect(freeGiven.statusCode).toBe(422);
    expect(freeGiven.json().message).toContain('organization_ids: the free package is not given');
    const freeDeleted = await send('DELETE', `${base}/${freeRow.id}`);
    expect(freeDeleted.statusCode).toBe(409);
    expect((await send('PATCH', `${base}/${freeRow.id}`, {})).statusCode).toBe(422);
    expect((await send('GET', `${base}/abc`)).statusCode).toBe(400);
    expect((await send('GET', `${base}/2000000000`)).statusCode).toBe(404);
  });

  it('is the back office only: staff of every kind are refused, anonymous callers asked to sign in', async () => {
    const w = await school();
    const teacher = await tokenOf(deps(), 'teacher', w.school.id, allSchoolPermissions());
    const student = await tokenOf(deps(), 'student', w.school.id);
    for (const token of [w.admin, w.orgAdmin, teacher, student]) {
      expect((await send('GET', base, undefined, token)).statusCode).toBe(403);
      expect((await send('POST', base, { name: 'Mine', valid_from: day(0) }, token)).statusCode).toBe(403);
    }
    expect((await send('GET', base, undefined, null)).statusCode).toBe(401);
  });

  it("offers a school only its packages' surveys and refuses the others with 403", async () => {
    const w = await school();
    const other = await school();
    await send('POST', base, {
      name: `For ${w.school.name}`,
      valid_from: day(0),
      survey_ids: [packaged.survey.id],
      organization_ids: [w.school.id],
    });
    const offered = await libraryOf(w.admin);
    expect(offered).toContain(packaged.survey.id);
    expect(offered).not.toContain(unpackaged.survey.id);
    // Holding a package, the school no longer falls back to the free package.
    expect(offered).not.toContain(free.survey.id);

    expect((await runPeriod(w.school.id, packaged.version.id, w.admin)).statusCode).toBe(201);
    const refused = await runPeriod(w.school.id, unpackaged.version.id, w.admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain("not in your organisation's survey packages");
    const copy = (uuid: string) =>
      send(
        'POST',
        '/api/surveys',
        { audience: 'student', title: 'Ours', organization_id: w.school.id, copy_from: uuid },
        w.admin,
      );
    expect((await copy(unpackaged.survey.uuid)).statusCode).toBe(403);
    expect((await copy(packaged.survey.uuid)).statusCode).toBe(201);

    // Another school without a package runs the free package only; its admin is not let in by ours.
    const otherOffered = await libraryOf(other.admin);
    expect(otherOffered).toContain(free.survey.id);
    expect(otherOffered).not.toContain(packaged.survey.id);
    expect((await runPeriod(other.school.id, packaged.version.id, other.admin)).statusCode).toBe(403);
    expect((await runPeriod(other.school.id, free.version.id, other.admin)).statusCode).toBe(201);
    expect((await runPeriod(w.school.id, packaged.version.id, other.admin)).statusCode).toBe(404);

    // The super-admin is not bound by packages.
    expect(await libraryOf((await tokenOfSuper()) as string)).toEqual(
      expect.arrayContaining([packaged.survey.id, unpackaged.survey.id, free.survey.id]),
    );
  });

  it("covers a parent organisation's schools, and ends on its last day", async () => {
    const w = await school();
    const made = (
      await send('POST', base, {
        name: 'Municipality contract',
        valid_from: day(-30),
        survey_ids: [unpackaged.survey.id],
        organization_ids: [w.parent.id],
      })
    ).json().data;
    expect(await libraryOf(w.admin)).toContain(unpackaged.survey.id);
    expect(await libraryOf(w.orgAdmin)).toContain(unpackaged.survey.id);
    await send('PATCH', `${base}/${made.id}`, { valid_to: day(-1) });
    const after = await libraryOf(w.admin);
    expect(after).not.toContain(unpackaged.survey.id);
    expect(after).toContain(free.survey.id);
    expect((await runPeriod(w.school.id, unpackaged.version.id, w.admin)).statusCode).toBe(403);
  });

  const tokenOfSuper = () => tokenOf(deps(), 'super_admin', null);
});

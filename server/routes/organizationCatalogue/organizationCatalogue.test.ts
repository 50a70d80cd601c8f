import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { periodPropertyValues } from '../../db/schema';
import { buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { buildResponses, buildResultsPeriod } from '../../test/resultsFactories';
import { roleTokens } from '../../test/roleTokens';
import { superAdminTestApp } from '../../test/superAdminTestApp';
import { buildPublishedSurvey } from '../../test/surveyFactories';

const name = (en: string) => ({ en, lv: `${en} (lv)`, ru: `${en} (ru)` });

describe('organisation catalogue (super-admin back office)', () => {
  const { send, db, deps } = superAdminTestApp();
  let world: Awaited<ReturnType<typeof buildSchool>>;
  let tokens: Awaited<ReturnType<typeof roleTokens>>;
  let regionId: number;
  let riga: number;
  let kurzeme: number;
  let typeId: number;
  let gymnasium: number;
  let primary: number;
  let tagId: number;

  beforeAll(async () => {
    world = await buildSchool(db());
    tokens = await roleTokens(deps(), world, { view_survey_results: true });
    const region = await send('POST', '/api/admin/organization-properties', {
      name: name('Region'),
      values: [name('Riga'), name('Kurzeme')],
    });
    expect(region.statusCode).toBe(201);
    regionId = region.json().data.id;
    [riga, kurzeme] = region.json().data.values.map((value: { id: number }) => value.id);
    const type = await send('POST', '/api/admin/organization-properties', {
      name: name('Type of school'),
      values: [name('Gymnasium'), name('Primary')],
    });
    typeId = type.json().data.id;
    [gymnasium, primary] = type.json().data.values.map((value: { id: number }) => value.id);
    tagId = (await send('POST', '/api/admin/organization-tags', { name: name('Pilot') })).json().data.id;
  });

  it('keeps tags and properties with allowed values, refusing duplicates and empty names', async () => {
    const tags = await send('GET', '/api/admin/organization-tags');
    expect(tags.json().data).toContainEqual({ id: tagId, name: name('Pilot'), organization_count: 0 });
    const renamed = await send('PATCH', `/api/admin/organization-tags/${tagId}`, {
      name: name('Pilot 2026'),
    });
    expect(renamed.json().data.name.en).toBe('Pilot 2026');
    const other = (await send('POST', '/api/admin/organization-tags', { name: name('Rural') })).json().data;
    const sameName = await send('POST', '/api/admin/organization-tags', { name: { en: 'pilot 2026 ' } });
    expect(sameName.statusCode).toBe(422);
    expect(sameName.json().details).toEqual([
      { field: 'name', code: 'tag_name_taken', params: { name: 'pilot 2026' } },
    ]);
    const renamedOnto = await send('PATCH', `/api/admin/organization-tags/${other.id}`, {
      name: { en: 'Rural', lv: 'Pilot 2026 (lv)' },
    });
    expect(renamedOnto.json().errors).toEqual(['name: a tag named "Pilot 2026 (lv)" already exists']);
    const keptOwn = await send('PATCH', `/api/admin/organization-tags/${other.id}`, { name: name('Rural') });
    expect(keptOwn.statusCode).toBe(200);

    const twice = await send('POST', '/api/admin/organization-properties', {
      name: name('Language'),
      values: [name('Latvian'), name('latvian')],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toMatch(/listed twice/);
    const empty = await send('POST', '/api/admin/organization-tags', { name: {} });
    expect(empty.statusCode).toBe(422);

    const again = await send('POST', `/api/admin/organization-properties/${regionId}/values`, {
      name: name('Riga'),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual(['name: the property already has this value']);
    const added = await send('POST', `/api/admin/organization-properties/${regionId}/values`, {
      name: name('Latgale'),
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.values.map((value: { name: { en: string } }) => value.name.en)).toEqual([
      'Riga',
      'Kurzeme',
      'Latgale',
    ]);
    const latgale = added.json().data.values[2].id;
    expect((await send('DELETE', `/api/admin/organization-property-values/${latgale}`)).statusCode).toBe(200);
    expect(
      (await send('GET', `/api/admin/organization-properties/${regionId}`)).json().data.values,
    ).toHaveLength(2);
    expect((await send('GET', '/api/admin/organization-properties/2147483647')).statusCode).toBe(404);
  });

  it("sets an organisation's values (one per property) and tags, and filters the organisation lists by them", async () => {
    const both = await send('PUT', `/api/admin/organizations/${world.school.id}/catalogue`, {
      tag_ids: [tagId],
      value_ids: [riga, kurzeme],
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toEqual(['value_ids: an organisation has one value of each property']);
    const missing = await send('PUT', `/api/admin/organizations/${world.school.id}/catalogue`, {
      tag_ids: [2147483647],
      value_ids: [],
    });
    expect(missing.json().errors).toEqual(['tag_ids: a tag does not exist']);

    const saved = await send('PUT', `/api/admin/organizations/${world.school.id}/catalogue`, {
      tag_ids: [tagId],
      value_ids: [riga, gymnasium],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ tag_ids: [tagId], value_ids: [riga, gymnasium] });

    const other = await buildSchool(db());
    await send('PUT', `/api/admin/organizations/${other.school.id}/catalogue`, {
      tag_ids: [],
      value_ids: [kurzeme, gymnasium],
    });
    const inRiga = await send('GET', `/api/admin/schools?value_id=${riga}`);
    const ids = inRiga.json().data.map((row: { id: number }) => row.id);
    expect(ids).toContain(world.school.id);
    expect(ids).not.toContain(other.school.id);
    const tagged = await send('GET', `/api/admin/organizations?tag_id=${tagId}`);
    expect(tagged.json().data.map((row: { id: number }) => row.id)).toEqual([world.school.id]);
    const gymnasiums = await send('GET', `/api/admin/schools?value_id=${gymnasium}&limit=200`);
    const gymnasiumIds = gymnasiums.json().data.map((row: { id: number }) => row.id);
    expect(gymnasiumIds).toEqual(expect.arrayContaining([world.school.id, other.school.id]));
    expect((await send('GET', '/api/admin/schools?value_id=abc')).statusCode).toBe(400);
  });

  it('copies the properties onto a period and keeps them when the school later changes type, until regenerated', async () => {
    const school = await buildSchool(db());
    await send('PUT', `/api/admin/organizations/${school.school.id}/catalogue`, {
      tag_ids: [tagId],
      value_ids: [riga, primary],
    });
    const { version } = await buildPublishedSurvey(db(), null);
    const period = await buildResultsPeriod(db(), {
      organizationId: school.school.id,
      surveyVersionId: version.id,
    });
    const first = await send('POST', `/api/admin/periods/${period.id}/properties`);
    expect(first.statusCode).toBe(200);
    const copy = first.json().data.periods[0];
    expect(copy.generated_at).not.toBeNull();
    expect(copy.differs).toBe(false);
    expect(copy.tags.map((tag: { id: number }) => tag.id)).toEqual([tagId]);

    await send('PUT', `/api/admin/organizations/${school.school.id}/catalogue`, {
      tag_ids: [],
      value_ids: [riga, gymnasium],
    });
    const kept = (await send('GET', `/api/admin/periods/${period.id}/properties`)).json().data.periods[0];
    expect(kept.differs).toBe(true);
    const typeRow = kept.values.find((value: { property_id: number }) => value.property_id === typeId);
    expect(typeRow.value.id).toBe(primary);
    expect(typeRow.current.id).toBe(gymnasium);

    await send('POST', `/api/admin/periods/${period.id}/properties`);
    const stored = await db()
      .select()
      .from(periodPropertyValues)
      .where(eq(periodPropertyValues.periodId, period.id));
    expect(stored.map((row) => row.valueId).sort((a, b) => a - b)).toEqual(
      [riga, gymnasium].sort((a, b) => a - b),
    );
    expect((await send('GET', '/api/admin/periods/2147483647/properties')).statusCode).toBe(404);
  });

  it('keeps school years per organisation: start before end, no overlaps, with clear errors', async () => {
    const base = `/api/admin/organizations/${world.school.id}/fiscal-years`;
    const year = await send('POST', base, {
      name: '2026/27',
      starts_on: '2026-09-01',
      ends_on: '2027-08-31',
    });
    expect(year.statusCode).toBe(201);
    const overlapping = await send('POST', base, {
      name: '2027',
      starts_on: '2027-01-01',
      ends_on: '2027-12-31',
    });
    expect(overlapping.statusCode).toBe(422);
    expect(overlapping.json().errors).toEqual([
      'starts_on: overlaps the school year 2026/27 (2026-09-01 – 2027-08-31)',
    ]);
    expect(overlapping.json().details).toEqual([
      {
        field: 'starts_on',
        code: 'school_year_overlap',
        params: { name: '2026/27', starts_on: '2026-09-01', ends_on: '2027-08-31' },
      },
    ]);
    const backwards = await send('POST', base, { name: 'x', starts_on: '2028-09-01', ends_on: '2028-01-01' });
    expect(backwards.json().errors).toEqual(['ends_on: must be after the start']);
    const badDate = await send('POST', base, { name: 'x', starts_on: '2028-02-30', ends_on: '2029-01-01' });
    expect(badDate.statusCode).toBe(422);
    const next = await send('POST', base, {
      name: '2027/28',
      starts_on: '2027-09-01',
      ends_on: '2028-08-31',
    });
    expect(next.statusCode).toBe(201);
    const id = next.json().data.id;
    const moved = await send('PATCH', `/api/admin/fiscal-years/${id}`, { starts_on: '2027-08-01' });
    expect(moved.statusCode).toBe(422);
    const renamed = await send('PATCH', `/api/admin/fiscal-years/${id}`, { name: '2027./28.' });
    expect(renamed.json().data.name).toBe('2027./28.');
    const list = await send('GET', base);
    expect(list.json().data.fiscal_years.map((row: { name: string }) => row.name)).toEqual([
      '2026/27',
      '2027./28.',
    ]);
    expect((await send('DELETE', `/api/admin/fiscal-years/${id}`)).statusCode).toBe(200);
    expect((await send('GET', `/api/admin/fiscal-years/${id}`)).statusCode).toBe(404);
  });

  it('is for super-admins only', async () => {
    const urls: [string, string, object?][] = [
      ['GET', '/api/admin/organization-tags'],
      ['POST', '/api/admin/organization-properties', { name: name('X'), values: [] }],
      ['PUT', `/api/admin/organizations/${world.school.id}/catalogue`, { tag_ids: [], value_ids: [] }],
      ['GET', `/api/admin/organization-property-values/${riga}/users`],
      ['POST', `/api/admin/periods/1/properties`],
      ['GET', `/api/admin/organizations/${world.school.id}/fiscal-years`],
    ];
    for (const [method, url, body] of urls) {
      for (const token of Object.values(tokens.members))
        expect((await send(method as 'GET', url, body, token)).statusCode).toBe(403);
      expect((await send(method as 'GET', url, body, null)).statusCode).toBe(401);
    }
  });
});

describe('property-value users (a regional officer)', () => {
  const { send, db, deps } = superAdminTestApp();
  let inRegion: number;
  let otherRegion: number;
  let officerToken: string;
  let ownSchoolPeriod: number;
  let regionValue: number;

  beforeAll(async () => {
    const region = await send('POST', '/api/admin/organization-properties', {
      name: name('Region'),
      values: [name('Zemgale'), name('Vidzeme')],
    });
    const [zemgale, vidzeme] = region.json().data.values.map((value: { id: number }) => value.id);
    regionValue = zemgale;
    const a = await buildSchool(db());
    const b = await buildSchool(db());
    await send('PUT', `/api/admin/organizations/${a.school.id}/catalogue`, {
      tag_ids: [],
      value_ids: [zemgale],
    });
    await send('PUT', `/api/admin/organizations/${b.school.id}/catalogue`, {
      tag_ids: [],
      value_ids: [vidzeme],
    });
    const { version } = await buildPublishedSurvey(db(), null);
    const periodA = await buildResultsPeriod(db(), {
      organizationId: a.school.id,
      surveyVersionId: version.id,
    });
    const periodB = await buildResultsPeriod(db(), {
      organizationId: b.school.id,
      surveyVersionId: version.id,
    });
    await buildResponses(db(), [{ periodId: periodA.id, answers: {} }]);
    inRegion = periodA.id;
    otherRegion = periodB.id;
    // The officer works at an organisation of their own, without results access there.
    const office = await buildSchool(db());
    const { identity, user } = await buildIdentity(db(), { type: 'staff', organizationId: office.parent.id });
    officerToken = await tokenFor(deps(), identity);
    ownSchoolPeriod = (
      await buildResultsPeriod(db(), { organizationId: office.parent.id, surveyVersionId: version.id })
    ).id;
    const granted = await send('POST', `/api/admin/organization-property-values/${zemgale}/users`, {
      user: user.email ?? '',
    });
    expect(granted.statusCode).toBe(201);
    expect(granted.json().data.users.map((person: { id: number }) => person.id)).toEqual([user.id]);
    expect(granted.json().data.organizations.map((row: { id: number }) => row.id)).toEqual([a.school.id]);
  });

  const summary = (periodId: number, token = officerToken) =>
    send('POST', '/api/results/v2/summary', { period_identifiers: { type: 'period', id: periodId } }, token);

  it('reads the results of exactly the schools with the value', async () => {
    expect((await summary(inRegion)).statusCode).toBe(200);
    expect((await summary(otherRegion)).statusCode).toBe(404);
    // Their own organisation still needs results access of its own.
    expect((await summary(ownSchoolPeriod)).statusCode).toBe(403);
    const periods = await send('GET', '/api/results/v2/periods', undefined, officerToken);
    expect(periods.statusCode).toBe(200);
    expect(periods.json().data.map((row: { id: number }) => row.id)).toEqual([inRegion]);
    // Its user record says so, for the menu to offer those results.
    const me = await send('GET', '/api/user', undefined, officerToken);
    expect(me.json().data.results_by_property_value).toBe(true);
  });

  it('reads only: no share links, no question filters', async () => {
    const share = await send('POST', '/api/results/v2/share', { period_id: inRegion }, officerToken);
    expect(share.statusCode).toBe(403);
    expect(share.json().message).toMatch(/read only/);
    const list = await send('GET', `/api/results/v2/share?period_id=${inRegion}`, undefined, officerToken);
    expect(list.statusCode).toBe(403);
    // The summary says so, for the page not to offer Share.
    expect((await summary(inRegion)).json().data.info.can_share).toBe(false);
  });

  it('loses the schools when the grant is taken away; grants need a known staff person', async () => {
    const unknown = await send('POST', `/api/admin/organization-property-values/${regionValue}/users`, {
      user: 'nobody-here@example.test',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual(['user: no user has this e-mail address or username']);
    const students = await buildIdentity(db(), { type: 'student', organizationId: null });
    const student = await send('POST', `/api/admin/organization-property-values/${regionValue}/users`, {
      user: students.user.username,
    });
    expect(student.statusCode).toBe(422);

    const users = (await send('GET', `/api/admin/organization-property-values/${regionValue}/users`)).json()
      .data.users as { id: number }[];
    const removed = await send(
      'DELETE',
      `/api/admin/organization-property-values/${regionValue}/users/${users[0].id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect((await summary(inRegion)).statusCode).toBe(403);
  });

  it('does not let the officer into the back office', async () => {
    expect(
      (
        await send(
          'GET',
          `/api/admin/organization-property-values/${regionValue}/users`,
          undefined,
          officerToken,
        )
      ).statusCode,
    ).toBe(403);
  });
});

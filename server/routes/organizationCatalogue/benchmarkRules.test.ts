import { beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildSchool } from '../../test/factories';
import { buildResponses, buildResultsPeriod } from '../../test/resultsFactories';
import { tokenOf } from '../../test/roleTokens';
import { superAdminTestApp } from '../../test/superAdminTestApp';
import { buildPublishedSurvey } from '../../test/surveyFactories';

/** Benchmark rules over organisation properties and tags, read from each period's copy; access by tag. */
describe('benchmarks over property values and tags', () => {
  const { send, db, deps } = superAdminTestApp();
  let versionId: number;
  let gymnasium: number;
  let primary: number;
  let riga: number;
  let tagId: number;
  const schools: { id: number; periodId: number }[] = [];

  beforeAll(async () => {
    versionId = (await buildPublishedSurvey(db(), null)).version.id;
    const type = await send('POST', '/api/admin/organization-properties', {
      name: { en: 'Type of school' },
      values: [{ en: 'Gymnasium' }, { en: 'Primary' }],
    });
    [gymnasium, primary] = type.json().data.values.map((value: { id: number }) => value.id);
    const region = await send('POST', '/api/admin/organization-properties', {
      name: { en: 'Region' },
      values: [{ en: 'Riga' }],
    });
    riga = region.json().data.values[0].id;
    tagId = (await send('POST', '/api/admin/organization-tags', { name: { en: 'Network' } })).json().data.id;
    const parent = await buildOrganization(db());
    // Three gymnasiums in Riga and one primary school, each with five finished responses in 2025/26
    // (a period counts in a benchmark from the anonymity threshold up).
    for (const kind of [gymnasium, gymnasium, gymnasium, primary]) {
      const { school } = await buildSchool(db(), { parentId: parent.id });
      await send('PUT', `/api/admin/organizations/${school.id}/catalogue`, {
        tag_ids: kind === primary ? [tagId] : [],
        value_ids: [kind, riga],
      });
      const period = await buildResultsPeriod(db(), {
        organizationId: school.id,
        surveyVersionId: versionId,
        startsAt: new Date('2025-10-01T08:00:00Z'),
        endsAt: new Date('2025-10-15T08:00:00Z'),
      });
      expect((await send('POST', `/api/admin/periods/${period.id}/properties`)).statusCode).toBe(200);
      await buildResponses(
        db(),
        Array.from({ length: 5 }, () => ({ periodId: period.id, answers: { safe: 4 } })),
      );
      schools.push({ id: school.id, periodId: period.id });
    }
  });

  const define = (rule: { value_ids?: number[]; tag_ids?: number[] }) =>
    send('POST', '/api/admin/benchmarks', {
      name: { en: 'Gymnasiums in Riga 2025/26' },
      survey_version_ids: [versionId],
      school_years: [2025],
      parent_ids: [],
      min_schools: 3,
      ...rule,
    });

  it('takes the schools whose period had the values, and keeps them after a school changes type', async () => {
    const made = await define({ value_ids: [gymnasium, riga] });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({
      value_ids: [gymnasium, riga].sort((a, b) => a - b),
      tag_ids: [],
    });
    const id = made.json().data.id;
    const computed = await send('POST', `/api/admin/benchmarks/${id}/compute`);
    expect(computed.json().data).toMatchObject({
      compute_state: 'done',
      school_count: 3,
      respondent_count: 15,
    });

    // The first gymnasium becomes a primary school today: its 2025 period still counts as a gymnasium.
    await send('PUT', `/api/admin/organizations/${schools[0].id}/catalogue`, {
      tag_ids: [],
      value_ids: [primary, riga],
    });
    const again = await send('POST', `/api/admin/benchmarks/${id}/compute`);
    expect(again.json().data).toMatchObject({ compute_state: 'done', school_count: 3 });

    // Regenerating that period's copy takes it out: two gymnasiums are too few.
    await send('POST', `/api/admin/periods/${schools[0].periodId}/properties`);
    const tooFew = await send('POST', `/api/admin/benchmarks/${id}/compute`);
    expect(tooFew.statusCode).toBe(422);
    expect(tooFew.json().message).toContain('Only 2 schools qualify; a benchmark needs at least 3');
  });

  it('refuses a rule over one tagged school, and unknown values or tags', async () => {
    const tagged = (await define({ tag_ids: [tagId] })).json().data.id;
    const refused = await send('POST', `/api/admin/benchmarks/${tagged}/compute`);
    expect(refused.json().message).toContain('Only 1 school qualifies');
    const unknown = await define({ value_ids: [2147483647] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual(['value_ids: a property value does not exist']);
    const unknownTag = await define({ tag_ids: [2147483647] });
    expect(unknownTag.json().errors).toEqual(['tag_ids: a tag does not exist']);
  });

  it('is offered to the organisations with an access tag', async () => {
    const id = (await define({ value_ids: [riga] })).json().data.id;
    expect((await send('POST', `/api/admin/benchmarks/${id}/compute`)).json().data.school_count).toBe(4);
    await send('PUT', `/api/admin/benchmarks/${id}/published`, { published: true });
    const admin = await tokenOf(deps(), 'school_admin', schools[3].id, {
      view_survey_results: true,
      freemium_results_benchmark: true,
    });
    const otherAdmin = await tokenOf(deps(), 'school_admin', schools[1].id, {
      view_survey_results: true,
      freemium_results_benchmark: true,
    });
    const offered = async (periodId: number, token: string) => {
      const summary = await send(
        'POST',
        '/api/results/v2/summary',
        { period_identifiers: { type: 'period', id: periodId } },
        token,
      );
      expect(summary.statusCode).toBe(200);
      return summary.json().data.benchmarks.list.map((entry: { id: number }) => entry.id);
    };
    expect(await offered(schools[3].periodId, admin)).not.toContain(id);
    const access = await send('PUT', `/api/admin/benchmarks/${id}/access`, {
      for_everyone: false,
      offered_to_freemium: false,
      organization_ids: [],
      tag_ids: [tagId],
    });
    expect(access.json().data.access_tag_ids).toEqual([tagId]);
    expect(await offered(schools[3].periodId, admin)).toContain(id);
    expect(await offered(schools[1].periodId, otherAdmin)).not.toContain(id);
  });
});

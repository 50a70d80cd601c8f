import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../auth/secrets';
import { identities } from '../../db/schema';
import { resultShareLinks } from '../../db/schema/results';
import { surveyPeriods, surveyVersions } from '../../db/schema/surveys';
import { demoResultsPeriodId } from '../../services/results/demoResults';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { buildPublishedSurvey } from '../../test/surveyFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('results share links', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

  async function periodAt(schoolId: number) {
    const { version } = await buildPublishedSurvey(db(), null);
    const [period] = await db()
      .insert(surveyPeriods)
      .values({
        organizationId: schoolId,
        surveyVersionId: version.id,
        name: 'Spring',
        startsAt: new Date('2026-03-01T08:00:00Z'),
        endsAt: new Date('2026-03-20T20:00:00Z'),
        anonymous: true,
        languages: ['en'],
        audience: {
          classIds: [],
          groupIds: [],
          grades: [],
          teachers: false,
          parents: false,
          publicLink: true,
        },
      })
      .returning();
    return period;
  }

  async function world() {
    const { school, parent } = await buildSchool(db());
    const other = await buildSchool(db());
    const token = async (
      type: Parameters<typeof buildIdentity>[1]['type'],
      organizationId: number | null,
      permissions: Record<string, boolean> = {},
    ) => {
      const { identity } = await buildIdentity(db(), { type, organizationId, permissions });
      return { identity, token: await tokenFor(ctx.deps, identity) };
    };
    const ownClassesTeacher = await token('teacher', school.id);
    await db()
      .update(identities)
      .set({ teacherAccessToResults: true })
      .where(eq(identities.id, ownClassesTeacher.identity.id));
    return {
      school,
      period: await periodAt(school.id),
      otherPeriod: await periodAt(other.school.id),
      owner: (await token('school_admin', school.id, { view_survey_results: true })).token,
      orgAdmin: (await token('organization_admin', parent.id)).token,
      teacher: (await token('teacher', school.id)).token,
      ownClassesTeacher: ownClassesTeacher.token,
      student: (await token('student', school.id)).token,
      otherAdmin: (await token('school_admin', other.school.id, { view_survey_results: true })).token,
      superAdmin: (await token('super_admin', null)).token,
    };
  }

  it('lets the owner make, list and revoke a link; only the hash is kept', async () => {
    const w = await world();
    const made = await send('POST', '/api/results/v2/share', w.owner, { period_id: w.period.id });
    expect(made.statusCode).toBe(201);
    const link = made.json().data;
    expect(link.url).toMatch(/^\/results\/shared\/[A-Za-z0-9_-]{22}$/);
    const token = link.url.split('/').pop();
    const [row] = await db().select().from(resultShareLinks).where(eq(resultShareLinks.id, link.id));
    expect(row.tokenHash).toBe(hashSecret(token));
    expect(row.tokenHash).not.toContain(token);

    const second = (
      await send('POST', '/api/results/v2/share', w.orgAdmin, { period_id: w.period.id })
    ).json().data;
    const listed = await send('GET', `/api/results/v2/share?period_id=${w.period.id}`, w.owner);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((entry: { id: number }) => entry.id)).toEqual([second.id, link.id]);
    expect(JSON.stringify(listed.json())).not.toContain(token);

    expect((await send('DELETE', `/api/results/v2/share/${link.id}`, w.owner)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/results/v2/share/${link.id}`, w.owner)).statusCode).toBe(404);
    const after = (await send('GET', `/api/results/v2/share?period_id=${w.period.id}`, w.owner)).json().data;
    expect(after.map((entry: { id: number }) => entry.id)).toEqual([second.id]);
  });

  it('refuses without a token (401), to teachers and students (403), in another school (404)', async () => {
    const w = await world();
    const body = { period_id: w.period.id };
    expect((await send('POST', '/api/results/v2/share', undefined, body)).statusCode).toBe(401);
    expect((await send('GET', `/api/results/v2/share?period_id=${w.period.id}`)).statusCode).toBe(401);
    for (const caller of [w.teacher, w.ownClassesTeacher, w.student]) {
      expect((await send('POST', '/api/results/v2/share', caller, body)).statusCode).toBe(403);
      expect((await send('GET', `/api/results/v2/share?period_id=${w.period.id}`, caller)).statusCode).toBe(
        403,
      );
    }
    expect((await send('POST', '/api/results/v2/share', w.otherAdmin, body)).statusCode).toBe(404);
    expect(
      (await send('POST', '/api/results/v2/share', w.owner, { period_id: w.otherPeriod.id })).statusCode,
    ).toBe(404);
    const link = (await send('POST', '/api/results/v2/share', w.owner, body)).json().data;
    expect((await send('DELETE', `/api/results/v2/share/${link.id}`)).statusCode).toBe(401);
    expect((await send('DELETE', `/api/results/v2/share/${link.id}`, w.teacher)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/results/v2/share/${link.id}`, w.otherAdmin)).statusCode).toBe(404);
    expect((await send('POST', '/api/results/v2/share', w.owner, { period_id: 'x' })).statusCode).toBe(422);
  });

  it('says in the summary who may share (info.can_share), as the share links answer', async () => {
    const w = await world();
    const canShare = async (token: string) => {
      const summary = await send('POST', '/api/results/v2/summary', token, {
        period_identifiers: { type: 'period', id: w.period.id },
      });
      expect(summary.statusCode).toBe(200);
      return summary.json().data.info.can_share;
    };
    const listed = async (token: string) =>
      (await send('GET', `/api/results/v2/share?period_id=${w.period.id}`, token)).statusCode;
    for (const caller of [w.owner, w.orgAdmin, w.superAdmin]) {
      expect(await canShare(caller)).toBe(true);
      expect(await listed(caller)).toBe(200);
    }
    // A survey's periods together are not one period to share.
    const [version] = await db()
      .select({ surveyId: surveyVersions.surveyId })
      .from(surveyVersions)
      .where(eq(surveyVersions.id, w.period.surveyVersionId));
    const wholeSurvey = await send('POST', '/api/results/v2/summary', w.owner, {
      period_identifiers: { type: 'survey', id: version.surveyId },
    });
    expect(wholeSurvey.statusCode).toBe(200);
    expect(wholeSurvey.json().data.info.can_share).toBe(false);
    // A teacher reads their own classes' results, but may not share them.
    expect(await canShare(w.ownClassesTeacher)).toBe(false);
    expect(await listed(w.ownClassesTeacher)).toBe(403);
    // Nor may whoever reads through a link.
    const link = (await send('POST', '/api/results/v2/share', w.owner, { period_id: w.period.id })).json()
      .data;
    const shared = await send('POST', `/api${link.url}/summary`, undefined, {
      period_identifiers: { type: 'period', id: w.period.id },
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().data.info.can_share).toBe(false);
  });

  it('shows every active link to super-admins only, and lets them revoke', async () => {
    const w = await world();
    const link = (await send('POST', '/api/results/v2/share', w.owner, { period_id: w.period.id })).json()
      .data;
    expect((await send('GET', '/api/admin/results-share-links')).statusCode).toBe(401);
    expect((await send('GET', '/api/admin/results-share-links', w.owner)).statusCode).toBe(403);
    const listed = await send('GET', '/api/admin/results-share-links', w.superAdmin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toContainEqual({
      id: link.id,
      period: { id: w.period.id, name: 'Spring' },
      school: { id: w.school.id, name: w.school.name },
      created_by: expect.any(String),
      created_at: link.created_at,
    });
    expect((await send('DELETE', `/api/results/v2/share/${link.id}`, w.superAdmin)).statusCode).toBe(200);
    const after = (await send('GET', '/api/admin/results-share-links', w.superAdmin)).json().data;
    expect(after.map((entry: { id: number }) => entry.id)).not.toContain(link.id);
  });

  it('opens the shared period without signing in, that period only, until revoked', async () => {
    const w = await world();
    const periodId = (await demoResultsPeriodId(db())) as number;
    const link = (await send('POST', '/api/results/v2/share', w.superAdmin, { period_id: periodId })).json()
      .data;
    const base = `/api${link.url}`;
    const opened = await send('GET', base);
    expect(opened.statusCode).toBe(200);
    const identifiers = { type: 'period', id: periodId };
    expect(opened.json().data).toEqual({ period_identifiers: identifiers });

    const summary = await send('POST', `${base}/summary`, undefined, { period_identifiers: identifiers });
    expect(summary.statusCode).toBe(200);
    expect(summary.json().data.info.survey_info.num_finished).toBeGreaterThan(270);
    const filters = await send('POST', `${base}/filters`, undefined, { period_identifiers: identifiers });
    expect(filters.statusCode).toBe(200);
    expect(filters.json().meta).toMatchObject({ can_edit_filters: false });
    const texts = await send('POST', `${base}/texts`, undefined, {
      period_identifiers: identifiers,
      question_id: 'best_thing',
    });
    expect(texts.statusCode).toBe(200);

    const elsewhere = { period_identifiers: { type: 'period', id: w.period.id } };
    expect((await send('POST', `${base}/summary`, undefined, elsewhere)).statusCode).toBe(404);
    expect((await send('POST', `${base}/filters`, undefined, elsewhere)).statusCode).toBe(404);
    expect(
      (await send('POST', `${base}/summary`, undefined, { period_identifiers: { type: 'survey', id: 1 } }))
        .statusCode,
    ).toBe(404);
    expect((await send('GET', '/api/results/shared/not-a-token')).statusCode).toBe(404);

    await send('DELETE', `/api/results/v2/share/${link.id}`, w.superAdmin);
    expect((await send('GET', base)).statusCode).toBe(404);
    expect(
      (await send('POST', `${base}/summary`, undefined, { period_identifiers: identifiers })).statusCode,
    ).toBe(404);
  });
});

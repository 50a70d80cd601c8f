import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys } from '../../db/schema/surveys';
import { bearer, buildSchool } from '../../test/factories';
import { buildResultsPeriod } from '../../test/resultsFactories';
import { roleTokens, tokenOf } from '../../test/roleTokens';
import { buildPublishedSurvey, hoursFromNow } from '../../test/surveyFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('survey previews', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  async function school() {
    const world = await buildSchool(db());
    return {
      ...world,
      ...(await roleTokens(ctx.deps, world)),
      designer: await tokenOf(ctx.deps, 'teacher', world.school.id, { view_survey_design: true }),
      periodViewer: await tokenOf(ctx.deps, 'school_admin', world.school.id, { view_survey_periods: true }),
    };
  }

  describe('GET /api/preview/surveys/:slug', () => {
    it('shows a library survey to anyone, by slug or uuid, with its latest version and languages', async () => {
      const { survey } = await buildPublishedSurvey(db(), null);
      for (const key of [survey.slug, survey.uuid]) {
        const response = await get(`/api/preview/surveys/${key}`);
        expect(response.statusCode).toBe(200);
        const data = response.json().data;
        expect(data).toMatchObject({ source: 'survey', languages: ['en', 'lv', 'ru'], version: 1 });
        expect(data.survey.modules.length).toBeGreaterThan(0);
      }
    });

    it("shows an organisation's own survey only to its design readers and super-admins", async () => {
      const own = await school();
      const other = await school();
      const { survey } = await buildPublishedSurvey(db(), own.school.id);
      const url = `/api/preview/surveys/${survey.slug}`;
      const otherDesigner = await tokenOf(ctx.deps, 'school_admin', other.school.id, {
        view_survey_design: true,
      });
      expect((await get(url)).statusCode).toBe(404);
      expect((await get(url, own.student)).statusCode).toBe(404);
      expect((await get(url, own.teacher)).statusCode).toBe(404);
      expect((await get(url, otherDesigner)).statusCode).toBe(404);
      expect((await get(url, other.organizationAdmin)).statusCode).toBe(404);
      expect((await get(url, own.designer)).statusCode).toBe(200);
      expect((await get(url, own.organizationAdmin)).statusCode).toBe(200);
      expect((await get(url, own.superAdmin)).statusCode).toBe(200);
    });

    it('answers 404 for an unknown slug, an unpublished survey and an archived one', async () => {
      expect((await get('/api/preview/surveys/no-such-survey')).statusCode).toBe(404);
      const [draftOnly] = await db()
        .insert(surveys)
        .values({
          slug: `draft-${randomUUID().slice(0, 8)}`,
          organizationId: null,
          audience: 'student',
          draft: (await buildPublishedSurvey(db(), null)).version.content,
        })
        .returning();
      const unpublished = await get(`/api/preview/surveys/${draftOnly.slug}`);
      expect(unpublished.statusCode).toBe(404);
      expect(unpublished.json().message).toMatch(/Published version/);
      const [archived] = await db()
        .insert(surveys)
        .values({
          ...draftOnly,
          id: undefined,
          uuid: undefined,
          slug: `${draftOnly.slug}-a`,
          archivedAt: new Date(),
        })
        .returning();
      expect((await get(`/api/preview/surveys/${archived.slug}`)).statusCode).toBe(404);
    });
  });

  describe('GET /api/school/preview/polls/:pollId (the period id)', () => {
    async function period(schoolId: number) {
      const { version } = await buildPublishedSurvey(db(), null);
      return buildResultsPeriod(db(), {
        organizationId: schoolId,
        surveyVersionId: version.id,
        name: 'Spring',
        startsAt: new Date(hoursFromNow(-1)),
        endsAt: new Date(hoursFromNow(48)),
        anonymous: true,
        languages: ['lv', 'en'],
      });
    }

    it("shows the period's version in the period's languages to its staff, per role", async () => {
      const own = await school();
      const other = await school();
      const row = await period(own.school.id);
      const url = `/api/school/preview/polls/${row.id}`;
      const otherAdmin = await tokenOf(ctx.deps, 'school_admin', other.school.id, {
        view_survey_periods: true,
      });

      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, own.student)).statusCode).toBe(404);
      expect((await get(url, otherAdmin)).statusCode).toBe(404);
      expect((await get(url, other.organizationAdmin)).statusCode).toBe(404);
      const refused = await get(url, own.teacher);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/view_survey_periods/);
      for (const token of [own.periodViewer, own.designer, own.organizationAdmin, own.superAdmin]) {
        const response = await get(url, token);
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toMatchObject({
          source: 'period',
          name: 'Spring',
          languages: ['lv', 'en'],
          anonymous: true,
        });
      }
    });

    it('answers 404 for an unknown period and 400 for a malformed id', async () => {
      const own = await school();
      expect((await get('/api/school/preview/polls/99999999', own.periodViewer)).statusCode).toBe(404);
      expect((await get('/api/school/preview/polls/abc', own.periodViewer)).statusCode).toBe(400);
    });
  });
});

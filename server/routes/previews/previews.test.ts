import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyPeriods, surveys } from '../../db/schema/surveys';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
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
  const tokenOf = async (
    type: Parameters<typeof buildIdentity>[1]['type'],
    organizationId: number | null,
    permissions: Record<string, boolean> = {},
  ) => tokenFor(ctx.deps, (await buildIdentity(db(), { type, organizationId, permissions })).identity);

  async function school() {
    const { school, parent } = await buildSchool(db());
    return {
      school,
      parent,
      designer: await tokenOf('teacher', school.id, { view_survey_design: true }),
      periodViewer: await tokenOf('school_admin', school.id, { view_survey_periods: true }),
      teacher: await tokenOf('teacher', school.id),
      student: await tokenOf('student', school.id),
      organizationAdmin: await tokenOf('organization_admin', parent.id),
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
      const superAdmin = await tokenOf('super_admin', null);
      const otherDesigner = await tokenOf('school_admin', other.school.id, { view_survey_design: true });
      expect((await get(url)).statusCode).toBe(404);
      expect((await get(url, own.student)).statusCode).toBe(404);
      expect((await get(url, own.teacher)).statusCode).toBe(404);
      expect((await get(url, otherDesigner)).statusCode).toBe(404);
      expect((await get(url, other.organizationAdmin)).statusCode).toBe(404);
      expect((await get(url, own.designer)).statusCode).toBe(200);
      expect((await get(url, own.organizationAdmin)).statusCode).toBe(200);
      expect((await get(url, superAdmin)).statusCode).toBe(200);
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
      const [row] = await db()
        .insert(surveyPeriods)
        .values({
          organizationId: schoolId,
          surveyVersionId: version.id,
          name: 'Spring',
          startsAt: new Date(hoursFromNow(-1)),
          endsAt: new Date(hoursFromNow(48)),
          anonymous: true,
          languages: ['lv', 'en'],
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
      return row;
    }

    it("shows the period's version in the period's languages to its staff, per role", async () => {
      const own = await school();
      const other = await school();
      const row = await period(own.school.id);
      const url = `/api/school/preview/polls/${row.id}`;
      const superAdmin = await tokenOf('super_admin', null);
      const otherAdmin = await tokenOf('school_admin', other.school.id, { view_survey_periods: true });

      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, own.student)).statusCode).toBe(404);
      expect((await get(url, otherAdmin)).statusCode).toBe(404);
      expect((await get(url, other.organizationAdmin)).statusCode).toBe(404);
      const refused = await get(url, own.teacher);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/view_survey_periods/);
      for (const token of [own.periodViewer, own.designer, own.organizationAdmin, superAdmin]) {
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

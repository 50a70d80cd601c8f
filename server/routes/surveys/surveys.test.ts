import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSurvey } from '../../../common/survey/surveyFixture';
import { surveyVersions } from '../../db/schema/surveys';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('surveys: library, own surveys, autosave and publishing', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

  async function world() {
    const { school } = await buildSchool(db());
    const staff = async (type: 'school_admin' | 'teacher' | 'student' | 'super_admin', permissions = {}) =>
      tokenFor(
        ctx.deps,
        (
          await buildIdentity(db(), {
            type,
            organizationId: type === 'super_admin' ? null : school.id,
            permissions,
          })
        ).identity,
      );
    return {
      school,
      designer: await staff('school_admin', { manage_survey_design: true }),
      viewer: await staff('school_admin', { view_survey_design: true }),
      teacher: await staff('teacher', { view_survey_results: true }),
      student: await staff('student'),
      superAdmin: await staff('super_admin'),
    };
  }

  async function ownSurvey(w: Awaited<ReturnType<typeof world>>) {
    const made = await send('POST', '/api/surveys', w.designer, {
      audience: 'student',
      title: 'Wellbeing',
      organization_id: w.school.id,
    });
    expect(made.statusCode).toBe(201);
    return made.json().data;
  }

  it('creates a survey, autosaves the draft with revisions, and publishes an immutable version', async () => {
    const w = await world();
    const survey = await ownSurvey(w);
    expect(survey).toMatchObject({
      library: false,
      revision: 0,
      can: { edit: true },
      title: { en: 'Wellbeing' },
    });

    const saved = await send('PUT', `/api/surveys/${survey.uuid}/draft`, w.designer, {
      content: sampleSurvey(),
      revision: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ revision: 1, problems: [] });
    const stale = await send('PUT', `/api/surveys/${survey.uuid}/draft`, w.designer, {
      content: sampleSurvey(),
      revision: 0,
    });
    expect(stale.statusCode).toBe(409);

    const published = await send('POST', `/api/surveys/${survey.uuid}/publish`, w.designer, {
      languages: ['en', 'lv', 'ru'],
    });
    expect(published.statusCode).toBe(201);
    expect(published.json().data).toMatchObject({ number: 1, question_count: 7 });
    const again = await send('POST', `/api/surveys/${survey.uuid}/publish`, w.designer, {
      languages: ['en', 'lv', 'ru'],
    });
    expect(again.statusCode).toBe(409);

    // Editing after publishing changes the draft only; version 1 stays as it was.
    const changed = sampleSurvey();
    changed.modules[0].questions[1].text.en = 'I feel safe in school.';
    await send('PUT', `/api/surveys/${survey.uuid}/draft`, w.designer, { content: changed, revision: 1 });
    const [v1] = await db()
      .select()
      .from(surveyVersions)
      .where(eq(surveyVersions.id, published.json().data.id));
    expect(v1.content.modules[0].questions[1].text.en).toBe('I feel safe at school.');
    const second = await send('POST', `/api/surveys/${survey.uuid}/publish`, w.designer, {
      languages: ['en'],
    });
    expect(second.json().data.number).toBe(2);
    const read = (await send('GET', `/api/surveys/${survey.uuid}`, w.viewer)).json().data;
    expect(read.versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    expect(read.can.edit).toBe(false);
  });

  it('refuses to publish broken skip logic or a language with missing texts, naming what is wrong', async () => {
    const w = await world();
    const survey = await ownSurvey(w);
    const broken = sampleSurvey();
    broken.modules[0].questions[0].showIf = {
      all: [{ question: 'recommend', op: 'range', min: 9, max: 10 }],
    };
    const saved = await send('PUT', `/api/surveys/${survey.uuid}/draft`, w.designer, {
      content: broken,
      revision: 0,
    });
    expect(saved.json().data.problems).toEqual([
      'grade: the condition must refer to an earlier question (recommend)',
    ]);
    const refused = await send('POST', `/api/surveys/${survey.uuid}/publish`, w.designer, {
      languages: ['en'],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toContain(
      'grade: the condition must refer to an earlier question (recommend)',
    );

    const untranslated = sampleSurvey();
    untranslated.modules[1].questions[0].text = { en: 'I am bored in lessons.' };
    await send('PUT', `/api/surveys/${survey.uuid}/draft`, w.designer, {
      content: untranslated,
      revision: 1,
    });
    const lv = await send('POST', `/api/surveys/${survey.uuid}/publish`, w.designer, {
      languages: ['en', 'lv'],
    });
    expect(lv.statusCode).toBe(422);
    expect(lv.json().message).toBe('languages.lv: texts missing for bored');
    const shape = await send('PUT', `/api/surveys/${survey.uuid}/draft`, w.designer, {
      content: { modules: 'x' },
      revision: 2,
    });
    expect(shape.statusCode).toBe(422);
  });

  it('publishes a survey written only in Latvian in Latvian: the other languages are not asked for', async () => {
    const w = await world();
    const survey = await ownSurvey(w);
    const latvianOnly = JSON.parse(JSON.stringify(sampleSurvey()), (_key, value) =>
      value && typeof value === 'object' && typeof value.lv === 'string' ? { lv: value.lv } : value,
    );
    await send('PUT', `/api/surveys/${survey.uuid}/draft`, w.designer, { content: latvianOnly, revision: 0 });
    const published = await send('POST', `/api/surveys/${survey.uuid}/publish`, w.designer, {
      languages: ['lv'],
    });
    expect(published.statusCode).toBe(201);
    expect(published.json().data.languages).toEqual(['lv']);
    const english = await send('POST', `/api/surveys/${survey.uuid}/publish`, w.designer, {
      languages: ['en'],
    });
    expect(english.statusCode).toBe(422);
    expect(english.json().message).toContain('languages.en: texts missing');
  });

  it('copies a library survey its packages hold into the school, and only super-admins add to the library', async () => {
    const w = await world();
    const library = await send('POST', '/api/surveys', w.superAdmin, {
      audience: 'student',
      title: 'Library',
      organization_id: null,
    });
    expect(library.statusCode).toBe(201);
    const uuid = library.json().data.uuid;
    await send('PUT', `/api/surveys/${uuid}/draft`, w.superAdmin, { content: sampleSurvey(), revision: 0 });
    await send('POST', `/api/surveys/${uuid}/publish`, w.superAdmin, { languages: ['en', 'lv', 'ru'] });
    expect(
      (
        await send('POST', '/api/surveys', w.designer, {
          audience: 'student',
          title: 'X',
          organization_id: null,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await send('PUT', `/api/surveys/${uuid}/draft`, w.designer, { content: sampleSurvey(), revision: 1 }))
        .statusCode,
    ).toBe(403);

    const copyBody = {
      audience: 'student',
      title: 'Our wellbeing',
      organization_id: w.school.id,
      copy_from: uuid,
    };
    // A new library survey is in no package yet: the school may not copy it until one holds it.
    expect((await send('POST', '/api/surveys', w.designer, copyBody)).statusCode).toBe(403);
    const packaged = await send('POST', '/api/admin/survey-packages', w.superAdmin, {
      name: 'Pilot',
      valid_from: new Date().toISOString().slice(0, 10),
      survey_ids: [library.json().data.id],
      organization_ids: [w.school.id],
    });
    expect(packaged.statusCode).toBe(201);
    const copy = await send('POST', '/api/surveys', w.designer, copyBody);
    expect(copy.json().data).toMatchObject({
      question_count: 7,
      title: { en: 'Our wellbeing', lv: 'Labsajūta' },
    });
    const listed = (await send('GET', '/api/surveys', w.viewer))
      .json()
      .data.map((s: { uuid: string }) => s.uuid);
    expect(listed).toEqual(expect.arrayContaining([uuid, copy.json().data.uuid]));
  });

  it('keeps other schools, students, staff without design permissions and anonymous callers out', async () => {
    const w = await world();
    const other = await world();
    const survey = await ownSurvey(w);
    const url = `/api/surveys/${survey.uuid}`;
    expect((await send('GET', url)).statusCode).toBe(401);
    expect((await send('GET', url, w.student)).statusCode).toBe(404);
    expect((await send('GET', url, w.teacher)).statusCode).toBe(404);
    expect((await send('GET', url, other.designer)).statusCode).toBe(404);
    expect(
      (await send('PUT', `${url}/draft`, other.designer, { content: sampleSurvey(), revision: 0 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send('PUT', `${url}/draft`, w.viewer, { content: sampleSurvey(), revision: 0 })).statusCode,
    ).toBe(403);
    expect(
      (
        await send('POST', '/api/surveys', other.designer, {
          audience: 'student',
          title: 'X',
          organization_id: w.school.id,
        })
      ).statusCode,
    ).toBe(404);
    const otherList = (await send('GET', '/api/surveys', other.designer))
      .json()
      .data.map((s: { uuid: string }) => s.uuid);
    expect(otherList).not.toContain(survey.uuid);
  });
});

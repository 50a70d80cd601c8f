import { describe, expect, it } from 'vitest';
import { sampleSurvey } from '../../../common/survey/surveyFixture';
import { surveyTagLinks, surveyTags } from '../../db/schema/surveys';
import { buildSchool } from '../../test/factories';
import { buildResponses, buildResultsPeriod } from '../../test/resultsFactories';
import { roleTokens, tokenOf } from '../../test/roleTokens';
import { superAdminTestApp } from '../../test/superAdminTestApp';
import { buildPublishedSurvey } from '../../test/surveyFactories';

describe('back office: surveys', () => {
  const { db, deps, send } = superAdminTestApp();
  type Method = 'GET' | 'PUT' | 'POST';

  it('answers 401 without a token and 403 to everyone but a super-admin', async () => {
    const world = await buildSchool(db());
    const { survey } = await buildPublishedSurvey(db(), world.school.id);
    const calls: [Method, string, object?][] = [
      ['GET', '/api/admin/surveys'],
      ['GET', '/api/admin/surveys/search?q=safe'],
      ['GET', `/api/admin/surveys/${survey.id}`],
      ['PUT', `/api/admin/surveys/${survey.id}/archived`, { archived: true }],
      ['GET', `/api/admin/surveys/${survey.id}/versions`],
      ['GET', `/api/admin/surveys/${survey.id}/versions/latest`],
      ['GET', `/api/admin/surveys/${survey.id}/periods`],
      ['PUT', `/api/admin/surveys/${survey.id}/tags`, { tag_ids: [] }],
    ];
    const everyPermission = {
      manage_survey_design: true,
      view_survey_design: true,
      survey_management: true,
      manage_admins: true,
    };
    const { members } = await roleTokens(deps(), world, everyPermission);
    for (const [role, token] of Object.entries(members))
      for (const [method, url, payload] of calls)
        expect((await send(method, url, payload, token)).statusCode, `${role} ${method} ${url}`).toBe(403);
    for (const [method, url, payload] of calls)
      expect((await send(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
    for (const [method, url, payload] of calls)
      expect((await send(method, url, payload)).statusCode, `super ${method} ${url}`).toBe(200);
  });

  it('lists library and organisation surveys with owner, latest version, tags and periods; filters and pages', async () => {
    const { school } = await buildSchool(db());
    const library = await buildPublishedSurvey(db(), null, { audience: 'parent' });
    const own = await buildPublishedSurvey(db(), school.id, { audience: 'teacher' });
    const [tag] = await db()
      .insert(surveyTags)
      .values({ name: { en: 'Filter me', lv: 'Filtrs', ru: 'Фильтр' } })
      .returning();
    await db().insert(surveyTagLinks).values({ surveyId: own.survey.id, tagId: tag.id });
    await buildResultsPeriod(db(), { organizationId: school.id, surveyVersionId: own.version.id });

    const byOwner = await send('GET', `/api/admin/surveys?owner=${school.id}`);
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json().meta).toMatchObject({ total: 1, limit: 50, offset: 0 });
    expect(byOwner.json().data).toEqual([
      expect.objectContaining({
        id: own.survey.id,
        title: { en: 'Wellbeing', lv: 'Labsajūta', ru: 'Самочувствие' },
        audience: 'teacher',
        owner: { id: school.id, name: school.name, type: 'school' },
        latest_version: expect.objectContaining({ number: 1, languages: ['en', 'lv', 'ru'] }),
        tags: [{ id: tag.id, name: tag.name }],
        period_count: 1,
        archived: false,
      }),
    ]);
    const byTag = (await send('GET', `/api/admin/surveys?tag_id=${tag.id}`)).json().data;
    expect(byTag.map((row: { id: number }) => row.id)).toEqual([own.survey.id]);
    const libraryParents = (
      await send('GET', '/api/admin/surveys?owner=library&audience=parent&limit=200')
    ).json();
    expect(libraryParents.data.map((row: { id: number }) => row.id)).toContain(library.survey.id);
    expect(
      libraryParents.data.every(
        (row: { owner: null; audience: string }) => !row.owner && row.audience === 'parent',
      ),
    ).toBe(true);
    const page = await send('GET', '/api/admin/surveys?limit=1&offset=1');
    expect(page.json().data).toHaveLength(1);
    expect(page.json().meta.total).toBeGreaterThanOrEqual(2);

    for (const query of ['audience=robot', 'owner=-1', 'limit=0', 'tag_id=x']) {
      const refused = await send('GET', `/api/admin/surveys?${query}`);
      expect(refused.statusCode, query).toBe(400);
    }
  });

  it('searches names and question texts in every language, with % and _ meaning themselves', async () => {
    const { school } = await buildSchool(db());
    const content = sampleSurvey();
    content.title = { en: 'Canteen 100% fresh', lv: 'Ēdnīca', ru: 'Столовая' };
    content.modules[0].questions[1].text = {
      en: 'The yard_box is tidy.',
      lv: 'Pagalms ir kārtīgs zilonis.',
      ru: 'Двор убран.',
    };
    const { survey } = await buildPublishedSurvey(db(), school.id, { content });

    const lv = await send('GET', `/api/admin/surveys/search?q=${encodeURIComponent('KĀRTĪGS zilonis')}`);
    expect(lv.statusCode).toBe(200);
    const hit = lv.json().data.find((row: { id: number }) => row.id === survey.id);
    expect(hit.owner.id).toBe(school.id);
    expect(hit.matches).toContainEqual(
      expect.objectContaining({
        where: 'question',
        question_id: 'safe',
        language: 'lv',
        text: 'Pagalms ir kārtīgs zilonis.',
      }),
    );
    const percent = (await send('GET', `/api/admin/surveys/search?q=${encodeURIComponent('100%')}`)).json()
      .data;
    expect(percent.map((row: { id: number }) => row.id)).toContain(survey.id);
    expect(percent.find((row: { id: number }) => row.id === survey.id).matches[0]).toMatchObject({
      where: 'title',
      language: 'en',
    });
    const wildcard = (await send('GET', `/api/admin/surveys/search?q=${encodeURIComponent('0%f')}`)).json()
      .data;
    expect(wildcard.map((row: { id: number }) => row.id)).not.toContain(survey.id);
    const underscore = (await send('GET', '/api/admin/surveys/search?q=yard_box')).json().data;
    expect(underscore.map((row: { id: number }) => row.id)).toContain(survey.id);
    expect(
      (await send('GET', '/api/admin/surveys/search?q=yardXbox'))
        .json()
        .data.map((row: { id: number }) => row.id),
    ).not.toContain(survey.id);
    // An id or key of the content is no match: only texts count.
    expect(
      (await send('GET', '/api/admin/surveys/search?q=agreement'))
        .json()
        .data.map((row: { id: number }) => row.id),
    ).not.toContain(survey.id);
    const short = await send('GET', '/api/admin/surveys/search?q=a');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('q');
  });

  it('shows one survey: overview, versions, a version to read, periods with finished counts; 404 for unknown ids', async () => {
    const { school } = await buildSchool(db());
    const { survey, version } = await buildPublishedSurvey(db(), school.id);
    const period = await buildResultsPeriod(db(), { organizationId: school.id, surveyVersionId: version.id });
    await buildResponses(db(), [
      { periodId: period.id, answers: {} },
      { periodId: period.id, answers: {} },
      { periodId: period.id, answers: {}, status: 'in_progress' },
    ]);

    const overview = (await send('GET', `/api/admin/surveys/${survey.id}`)).json().data;
    expect(overview).toMatchObject({
      id: survey.id,
      owner: { id: school.id },
      copied_from: null,
      draft_revision: 0,
      archived_at: null,
      period_count: 1,
      latest_version: { number: 1 },
    });
    const versions = (await send('GET', `/api/admin/surveys/${survey.id}/versions`)).json().data;
    expect(versions).toEqual([
      expect.objectContaining({ number: 1, published_by: null, question_count: expect.any(Number) }),
    ]);
    const latest = (await send('GET', `/api/admin/surveys/${survey.id}/versions/latest`)).json().data;
    expect(latest.version.number).toBe(1);
    expect(latest.version.content.modules.length).toBeGreaterThan(0);
    expect(latest.survey.owner).toEqual({ id: school.id, name: school.name });
    expect((await send('GET', `/api/admin/surveys/${survey.id}/versions/1`)).statusCode).toBe(200);
    expect((await send('GET', `/api/admin/surveys/${survey.id}/versions/2`)).statusCode).toBe(404);
    expect((await send('GET', `/api/admin/surveys/${survey.id}/versions/newest`)).statusCode).toBe(400);

    const periods = (await send('GET', `/api/admin/surveys/${survey.id}/periods`)).json().data;
    expect(periods).toEqual([
      expect.objectContaining({
        id: period.id,
        organization: { id: school.id, name: school.name, type: 'school' },
        version_number: 1,
        status: 'closed',
        finished_count: 2,
      }),
    ]);

    for (const path of ['', '/versions', '/versions/latest', '/periods'])
      expect((await send('GET', `/api/admin/surveys/99999999${path}`)).statusCode, path).toBe(404);
    expect((await send('GET', '/api/admin/surveys/abc')).statusCode).toBe(400);
  });

  it('archives and unarchives a survey, refusing a repeat with 409 and bad input with 422', async () => {
    const { survey } = await buildPublishedSurvey(db(), null);
    const archived = await send('PUT', `/api/admin/surveys/${survey.id}/archived`, { archived: true });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data.archived_at).not.toBeNull();
    expect(
      (await send('PUT', `/api/admin/surveys/${survey.id}/archived`, { archived: true })).statusCode,
    ).toBe(409);
    const listed = (await send('GET', '/api/admin/surveys?owner=library&archived=only&limit=200')).json()
      .data;
    expect(listed.map((row: { id: number }) => row.id)).toContain(survey.id);
    const back = await send('PUT', `/api/admin/surveys/${survey.id}/archived`, { archived: false });
    expect(back.json().data.archived).toBe(false);
    const bad = await send('PUT', `/api/admin/surveys/${survey.id}/archived`, { archived: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.join()).toContain('archived');
    expect((await send('PUT', '/api/admin/surveys/99999999/archived', { archived: true })).statusCode).toBe(
      404,
    );
  });

  it("sets a survey's tags, refusing unknown tags with 422 naming them", async () => {
    const { survey } = await buildPublishedSurvey(db(), null);
    const [a, b] = await db()
      .insert(surveyTags)
      .values([{ name: { en: 'A', lv: 'A', ru: 'А' } }, { name: { en: 'B', lv: 'B', ru: 'Б' } }])
      .returning();
    const set = await send('PUT', `/api/admin/surveys/${survey.id}/tags`, { tag_ids: [b.id, a.id, a.id] });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.map((tag: { id: number }) => tag.id)).toEqual([a.id, b.id]);
    const unknown = await send('PUT', `/api/admin/surveys/${survey.id}/tags`, { tag_ids: [a.id, 99999999] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual(['tag_ids: no survey tag 99999999']);
    const overview = (await send('GET', `/api/admin/surveys/${survey.id}`)).json().data;
    expect(overview.tags.map((tag: { id: number }) => tag.id)).toEqual([a.id, b.id]);
    expect((await send('PUT', `/api/admin/surveys/${survey.id}/tags`, { tag_ids: 'a' })).statusCode).toBe(
      422,
    );
  });

  it('creates a library survey named in three languages and copied from another (POST /api/surveys)', async () => {
    const source = await buildPublishedSurvey(db(), null);
    const made = await send('POST', '/api/surveys', {
      audience: 'student',
      title: 'Library survey',
      organization_id: null,
      copy_from: source.survey.uuid,
      titles: { en: 'Ignored for the request language', lv: 'Bibliotēkas aptauja', ru: 'Опрос библиотеки' },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({
      library: true,
      title: { en: 'Library survey', lv: 'Bibliotēkas aptauja', ru: 'Опрос библиотеки' },
    });
    const overview = (await send('GET', `/api/admin/surveys/${made.json().data.id}`)).json().data;
    expect(overview.copied_from).toEqual({ id: source.survey.id, title: source.survey.draft.title });
    expect(overview.created_by).toEqual(expect.any(String));
    const { school } = await buildSchool(db());
    const refused = await send(
      'POST',
      '/api/surveys',
      { audience: 'student', title: 'Mine', organization_id: null },
      await tokenOf(deps(), 'school_admin', school.id, { manage_survey_design: true }),
    );
    expect(refused.statusCode).toBe(403);
  });
});

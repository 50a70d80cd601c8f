import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question, SurveyContent } from '../../../common/survey/content';
import { sampleSurvey } from '../../../common/survey/surveyFixture';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { buildResultsPeriod } from '../../test/resultsFactories';
import { buildPublishedSurvey } from '../../test/surveyFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

/** The sample survey with a Ukrainian title and a Ukrainian text for its grade question. */
function surveyWithUkrainian(): SurveyContent {
  const content = sampleSurvey();
  content.title = { ...content.title, uk: 'Самопочуття' };
  const grade = content.modules[0].questions.find((question) => question.id === 'grade') as Question;
  grade.text = { ...grade.text, uk: 'У якому ти класі?' };
  return content;
}

/**
 * A reader whose interface language is one added at /admin/manage-languages (the Language header)
 * reads a survey's texts in it on the results screens, as the exports already did; English where the
 * survey has none in it.
 */
describe("results in the reader's own added language", () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('names the survey and its filter questions in uk, and in English where uk has no text', async () => {
    const db = ctx.deps.database.db;
    const { school } = await buildSchool(db);
    const { version } = await buildPublishedSurvey(db, school.id, { content: surveyWithUkrainian() });
    const period = await buildResultsPeriod(db, { organizationId: school.id, surveyVersionId: version.id });
    const { identity } = await buildIdentity(db, {
      type: 'school_admin',
      organizationId: school.id,
      permissions: { view_survey_results: true, manage_survey_periods: true },
    });
    const token = await tokenFor(ctx.deps, identity);
    const periodIdentifiers = { type: 'period', id: period.id };
    const read = async (
      url: string,
      language: string,
      payload: object = { period_identifiers: periodIdentifiers },
    ) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...bearer(token), language },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    const inUkrainian = await read('/api/results/v2/summary', 'uk');
    expect(inUkrainian.data.info.survey_info.survey_name).toBe('Самопочуття');
    const inLatvian = await read('/api/results/v2/summary', 'lv');
    expect(inLatvian.data.info.survey_info.survey_name).toBe(surveyWithUkrainian().title.lv);

    const filters = await read('/api/results/v2/filters', 'uk');
    const questionText = (id: string) =>
      filters.meta.questions.find((question: { id: string }) => question.id === id)?.text;
    expect(questionText('grade')).toBe('У якому ти класі?');
    const other = filters.meta.questions.find((question: { id: string }) => question.id !== 'grade');
    if (other) {
      const english = surveyWithUkrainian()
        .modules.flatMap((module) => module.questions)
        .find((question) => question.id === other.id);
      expect(other.text).toBe(english?.text.en);
    }
  });
});

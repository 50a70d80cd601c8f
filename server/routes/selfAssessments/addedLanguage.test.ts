import { describe, expect, it } from 'vitest';
import { allQuestions } from '../../../common/survey/content';
import { selfAssessmentSurvey } from '../../db/seed/librarySurveys/selfAssessment';
import { addLanguage, superAdminTestApp, ukrainian } from '../../test/superAdminTestApp';

/**
 * The public self-assessment in a language a super-admin added at /admin/manage-languages: it opens once the
 * language is switched on for surveys, its questions in English (the shipped texts have no Ukrainian), and
 * never answers 400 for it.
 */
describe('public self-assessment in an added survey language', () => {
  const { send } = superAdminTestApp();
  const answers = Object.fromEntries(
    allQuestions(selfAssessmentSurvey)
      .filter((question) => question.type === 'agreement')
      .map((question) => [question.id, 4]),
  );

  it('opens in Ukrainian once it is switched on for surveys, and keeps it when it is switched off', async () => {
    await addLanguage(send, ukrainian);
    const early = await send('POST', '/api/self-assessments', { kind: 'school', language: 'uk' }, null);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual([
      'language: uk is not a language switched on for surveys (/admin/manage-languages)',
    ]);
    const unknown = await send('POST', '/api/self-assessments', { kind: 'school', language: 'xx' }, null);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([expect.stringMatching(/^language: xx is not a language/)]);

    expect((await send('PATCH', '/api/admin/languages/uk', { survey_enabled: true })).statusCode).toBe(200);
    const made = await send('POST', '/api/self-assessments', { kind: 'school', language: 'uk' }, null);
    expect(made.statusCode, made.body).toBe(201);
    const started = made.json().data;
    expect(started).toMatchObject({ language: 'uk', languages: ['en', 'lv', 'ru', 'uk'] });
    // The shipped questions have no Ukrainian: the poll shows their English.
    expect(started.survey.title.uk).toBeUndefined();
    expect(started.survey.title.en).toBeTruthy();
    const url = `/api/self-assessments/${started.id}`;
    expect((await send('GET', url, undefined, null)).json().data.languages).toContain('uk');
    const saved = await send('PUT', url, { answers: {}, finished: false, language: 'uk' }, null);
    expect(saved.statusCode, saved.body).toBe(200);

    // Switched off meanwhile: the one started in Ukrainian is finished in it; a new one is refused.
    expect((await send('PATCH', '/api/admin/languages/uk', { survey_enabled: false })).statusCode).toBe(200);
    const finished = await send('PUT', url, { answers, finished: true, language: 'uk' }, null);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().data.status).toBe('finished');
    const results = await send('GET', `${url}/results`, undefined, null);
    expect(results.statusCode).toBe(200);
    expect(results.json().data.language).toBe('uk');
    const late = await send('POST', '/api/self-assessments', { kind: 'person', language: 'uk' }, null);
    expect(late.statusCode).toBe(422);
  });
});

import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { SurveyContent } from '../../../common/survey/content';
import { defaultQuestionCountZones } from '../../../common/survey/content';
import { buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { buildClass } from '../../test/respondentFactories';
import { addLanguage, superAdminTestApp, translate, ukrainian } from '../../test/superAdminTestApp';
import { hoursFromNow } from '../../test/surveyFactories';

/** A short survey written in Ukrainian only: an agreement question, a rating and a single choice. */
function ukrainianSurvey(): SurveyContent {
  return {
    title: { uk: 'Самопочуття' },
    intro_text: {},
    pillars: [{ id: 'belonging', name: { uk: 'Належність' } }],
    question_count_zones: defaultQuestionCountZones,
    modules: [
      {
        id: 'm1',
        title: { uk: 'Про тебе' },
        intro: {},
        questions: [
          {
            id: 'safe',
            type: 'agreement',
            text: { uk: 'Я почуваюся в школі в безпеці.' },
            required: true,
            reverse: false,
            pillar: 'belonging',
          },
          {
            id: 'recommend',
            type: 'rating',
            text: { uk: 'Чи порадив би ти свою школу?' },
            required: false,
            reverse: false,
            pillar: null,
          },
          {
            id: 'grade',
            type: 'single',
            text: { uk: 'У якому ти класі?' },
            required: true,
            reverse: false,
            pillar: null,
            options: [
              { id: 'g7', label: { uk: 'Сьомий' } },
              { id: 'g8', label: { uk: 'Восьмий' } },
            ],
          },
        ],
      },
    ],
  };
}

/** Every text of a workbook's sheet, cell by cell. */
async function sheetTexts(bytes: Buffer, name: string): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const texts: string[] = [];
  workbook.getWorksheet(name)?.eachRow((row) => {
    row.eachCell((cell) => {
      texts.push(String(cell.value));
    });
  });
  return texts;
}

describe('a survey language added at /admin/manage-languages (no code change)', () => {
  const { send, db, deps } = superAdminTestApp();

  it('is switched on for surveys, written, published, answered and exported to PDF and Excel in it', async () => {
    const { school } = await buildSchool(db());
    const admin = await tokenFor(
      deps(),
      (
        await buildIdentity(db(), {
          type: 'school_admin',
          organizationId: school.id,
          permissions: {
            manage_survey_design: true,
            manage_survey_periods: true,
            view_survey_results: true,
          },
        })
      ).identity,
    );
    const klass = await buildClass(db(), school.id, { name: '7.a', numStudents: 10 });

    // The super-admin adds Ukrainian and translates two of its survey words in the translation editor;
    // the other words of the scale stay untranslated (English).
    await addLanguage(send, ukrainian);
    await translate(send, 'uk', {
      'poll.scales.agreement.5': 'Цілком згоден',
      'report.words.survey': 'Опитування',
    });

    const created = await send(
      'POST',
      '/api/surveys',
      { audience: 'student', title: 'Wellbeing', organization_id: school.id },
      admin,
    );
    expect(created.statusCode).toBe(201);
    const uuid = created.json().data.uuid as string;
    const saved = await send(
      'PUT',
      `/api/surveys/${uuid}/draft`,
      { content: ukrainianSurvey(), revision: 0 },
      admin,
    );
    expect(saved.statusCode).toBe(200);

    // Before it is switched on for surveys, publishing in it is refused naming the language.
    const early = await send('POST', `/api/surveys/${uuid}/publish`, { languages: ['uk'] }, admin);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual([
      'languages: uk is not a language switched on for surveys (/admin/manage-languages)',
    ]);
    const notALanguage = await send(
      'POST',
      `/api/surveys/${uuid}/publish`,
      { languages: ['Ukrainian!'] },
      admin,
    );
    expect(notALanguage.statusCode).toBe(422);

    const switched = await send('PATCH', '/api/admin/languages/uk', { survey_enabled: true });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data).toMatchObject({ code: 'uk', enabled: false, survey_enabled: true });
    const offered = (await send('GET', '/api/languages?for=survey', undefined, null)).json().data;
    expect(offered.map((language: { code: string }) => language.code)).toEqual(['en', 'lv', 'ru', 'uk']);

    // Latvian texts are missing, so only Ukrainian can be published.
    const inLatvian = await send('POST', `/api/surveys/${uuid}/publish`, { languages: ['uk', 'lv'] }, admin);
    expect(inLatvian.statusCode).toBe(422);
    expect(inLatvian.json().message).toMatch(/^languages\.lv: texts missing for title/);
    const published = await send('POST', `/api/surveys/${uuid}/publish`, { languages: ['uk'] }, admin);
    expect(published.statusCode).toBe(201);
    expect(published.json().data).toMatchObject({ number: 1, languages: ['uk'] });

    const period = await send(
      'POST',
      `/api/school/${school.id}/periods`,
      {
        survey_version_id: published.json().data.id,
        name: 'Весна',
        starts_at: hoursFromNow(-1),
        ends_at: hoursFromNow(48),
        anonymous: true,
        languages: ['uk'],
        audience: { class_ids: [klass.id], public_link: true },
      },
      admin,
    );
    expect(period.statusCode).toBe(201);
    const { id: periodId, public_link: link } = period.json().data as { id: number; public_link: string };

    // Respondents answer in Ukrainian; Latvian is not a language of this period.
    const opened = (await send('GET', `/api/public-polls/${link}`, undefined, null)).json().data;
    expect(opened).toMatchObject({ state: 'open', period: { languages: ['uk'] } });
    const inLv = await send(
      'PUT',
      `/api/public-polls/${link}/responses/${randomUUID()}`,
      { answers: { safe: 5, grade: 'g7' }, finished: true, language: 'lv' },
      null,
    );
    expect(inLv.statusCode).toBe(422);
    expect(inLv.json().message).toBe('language: the survey is not offered in lv');
    for (let index = 0; index < 6; index += 1) {
      const answered = await send(
        'PUT',
        `/api/public-polls/${link}/responses/${randomUUID()}`,
        {
          answers: { safe: index < 3 ? 5 : 1, recommend: index, grade: 'g7' },
          finished: true,
          language: 'uk',
        },
        null,
      );
      expect(answered.statusCode, answered.body).toBe(200);
      expect(answered.json().data.status).toBe('finished');
    }

    // Results are released once the period closes.
    const closed = await send('POST', `/api/school/${school.id}/periods/${periodId}/close`, undefined, admin);
    expect(closed.statusCode).toBe(200);
    const request = { period_identifiers: { type: 'period', id: periodId }, filters: {} };
    const exportIn = async (kind: 'pdf' | 'xlsx', language: string) => {
      const started = await send('POST', '/api/results/v2/exports', { kind, request, language }, admin);
      expect(started.statusCode, started.body).toBe(201);
      expect(started.json().data.status).toBe('done');
      const file = await send(
        'GET',
        `/api/results/v2/exports/${started.json().data.id}/file`,
        undefined,
        admin,
      );
      expect(file.statusCode).toBe(200);
      return file.rawPayload;
    };

    const pdf = await exportIn('pdf', 'uk');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The Excel summary speaks Ukrainian where translated, English where not.
    const summary = await sheetTexts(await exportIn('xlsx', 'uk'), 'Summary');
    expect(summary).toContain('Я почуваюся в школі в безпеці.');
    expect(summary).toContain('Цілком згоден');
    expect(summary).toContain('Strongly disagree');
    expect(summary).toContain('Опитування');
    expect(summary).toContain('Answer');
    expect(summary).toContain('Сьомий');

    // The same period in Latvian keeps the Latvian words it always had.
    const latvian = await sheetTexts(await exportIn('xlsx', 'lv'), 'Summary');
    expect(latvian).toContain('Pilnībā piekrītu');
    expect(latvian).toContain('Aptauja');
    expect(latvian).toContain('Atbilde');

    // A language the platform does not have is refused, naming it.
    const unknown = await send(
      'POST',
      '/api/results/v2/exports',
      { kind: 'pdf', request, language: 'xx' },
      admin,
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual(['language: xx is not a language of this platform']);
  }, 120_000);
});

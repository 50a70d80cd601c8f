import { describe, expect, it } from 'vitest';
import type { SchoolsView } from '../../../common/results/schoolsView';
import { bearer } from '../../test/factories';
import { schoolsViewWorld } from '../../test/schoolsViewWorld';
import { createTestApp } from '../../test/testApp';

describe('schools × themes of a survey in a term', () => {
  it('sets each school’s own period side by side for its organisation, and for no one else', async () => {
    const t = await createTestApp();
    try {
      const w = await schoolsViewWorld(t, 38);
      const read = (token: string | null, query = w.query) =>
        t.app.inject({
          method: 'GET',
          url: `/api/results/v2/schools-view?${query}`,
          headers: token ? bearer(token) : {},
        });
      const answer = await read(w.tokens.organizationAdmin);
      expect(answer.statusCode, answer.body).toBe(200);
      const view = answer.json().data as SchoolsView;
      const byName = new Map(view.schools.map((row) => [row.name, row]));
      expect([...byName.keys()].sort()).toEqual(
        ['Mid School', 'Open School', 'Small School', w.school.name].sort(),
      );
      const adversarial = byName.get(w.school.name);
      expect(adversarial?.current).toMatchObject({ hidden: null, respondents: w.world.rows.length });
      expect(adversarial?.current.scores.p1).toEqual(expect.any(Number));
      expect(adversarial?.previous).toMatchObject({ periodName: 'Earlier', hidden: null, respondents: 8 });
      expect(byName.get('Mid School')?.current).toMatchObject({ hidden: null, respondents: 7 });
      expect(byName.get('Small School')?.current).toEqual(
        expect.objectContaining({
          hidden: 'too_few_respondents',
          respondents: null,
          scores: {},
          overall: null,
        }),
      );
      // Not released yet: how many answered, no figure.
      expect(byName.get('Open School')?.current).toEqual(
        expect.objectContaining({ hidden: 'not_released', respondents: 6, scores: {}, overall: null }),
      );
      // The benchmark holds other schools only: Far A, B and C, none of the view's.
      expect(view.benchmark?.schoolCount).toBe(3);
      expect(view.benchmark?.scores.p1).toEqual(expect.any(Number));

      // Another organisation's admin sees its own schools only; one without schools that ran it, 404.
      const other = (await read(w.otherOrganizationAdmin)).json().data as SchoolsView;
      expect(other.schools.map((row) => row.name).sort()).toEqual(['Far A', 'Far B', 'Far C']);
      expect((await read(w.emptyOrganizationAdmin)).statusCode).toBe(404);
      // A school's own people read their school's results, not the schools side by side.
      for (const token of [w.tokens.schoolAdmin, w.tokens.teacher, w.tokens.student, w.world.adminToken])
        expect((await read(token)).statusCode).toBe(403);
      expect((await read(null)).statusCode).toBe(401);
      expect((await read(w.tokens.superAdmin)).statusCode).toBe(200);

      // A term nobody ran it in is a 404; a bad query names the field.
      expect(
        (await read(w.tokens.organizationAdmin, w.query.replace(/school_year=\d+/, 'school_year=2001')))
          .statusCode,
      ).toBe(404);
      const bad = await read(w.tokens.organizationAdmin, w.query.replace(/term=\w+/, 'term=winter'));
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toMatch(/term/);
    } finally {
      await t.close();
    }
  }, 300_000);

  it('lists the surveys and terms the organisation’s schools ran, and exports the view as Excel and PDF', async () => {
    const t = await createTestApp();
    try {
      const w = await schoolsViewWorld(t, 39);
      const headers = bearer(w.tokens.organizationAdmin);
      const choices = await t.app.inject({
        method: 'GET',
        url: '/api/results/v2/schools-view/choices',
        headers,
      });
      expect(choices.statusCode, choices.body).toBe(200);
      const [choice] = choices.json().data;
      expect(choice.survey_id).toBe(w.version.surveyId);
      // Newest first: this term's four schools, then the earlier term's one.
      expect(choice.spans.map((span: { schools: number }) => span.schools)).toEqual([4, 1]);

      const file = (format: string, language = 'lv') =>
        t.app.inject({
          method: 'GET',
          url: `/api/results/v2/schools-view/file/${format}?${w.query}`,
          headers: { ...headers, language },
        });
      const xlsx = await file('xlsx');
      expect(xlsx.statusCode, xlsx.body).toBe(200);
      // Named in the reader's language: Skolas-pa-tēmām_<survey>_<year>-<year>-rudens-semestris.xlsx.
      expect(decodeURIComponent(String(xlsx.headers['content-disposition']))).toMatch(
        /filename\*=UTF-8''Skolas-pa-tēmām_.+_\d{4}-\d{2}-(rudens|pavasara)-semestris\.xlsx$/,
      );
      const ExcelJS = (await import('exceljs')).default;
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const values = workbook.worksheets[0].getSheetValues().flat().map(String);
      expect(values).toContain(w.school.name);
      expect(values).toContain('Mid School');
      expect(
        values.some(
          (value) => value.startsWith('Salīdzinājums') || value.includes('Benchmark') || value.includes(':'),
        ),
      ).toBe(true);
      // The small school is there with its reason and no count; nothing per respondent.
      const smallRow = workbook.worksheets[0]
        .getRows(1, 40)
        ?.find((row) => row.getCell(1).value === 'Small School');
      expect(smallRow?.getCell(3).value ?? '').toBe('');
      const pdf = await file('pdf', 'ru');
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await file('docx')).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  }, 300_000);
});

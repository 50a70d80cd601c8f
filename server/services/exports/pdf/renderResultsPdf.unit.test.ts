import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rankThemes } from '../../../../common/results/themeRanking';
import { sampleReport, sampleScores } from '../../../test/reportFixture';
import { colorOf } from './DistributionBar';
import { scaleColors } from './pdfStyles';
import { renderResultsPdf } from './renderResultsPdf';

/** Set PDF_PREVIEW_DIR to also get PNG pages (pdftoppm) to look at the letters. */
const previewDir = process.env.PDF_PREVIEW_DIR;
const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;
const pdfText = (pdf: Buffer, pages: string[] = []) =>
  execFileSync('pdftotext', [...pages, '-', '-'], { input: pdf })
    .toString()
    .replace(/[ \n]+/g, ' ');

describe('renderResultsPdf', () => {
  for (const language of ['en', 'lv', 'ru'] as const) {
    it(`renders a PDF in ${language}`, async () => {
      const pdf = await renderResultsPdf(sampleReport(language, true));
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(5000);
      if (previewDir) {
        mkdirSync(previewDir, { recursive: true });
        writeFileSync(`${previewDir}/report-${language}.pdf`, pdf);
        execFileSync('pdftoppm', [
          '-png',
          '-r',
          '60',
          `${previewDir}/report-${language}.pdf`,
          `${previewDir}/${language}`,
        ]);
      }
    }, 30000);
  }

  it('prints no question figures when the whole selection is hidden', async () => {
    const data = sampleReport('en');
    data.summary.info.hidden = 'too_few_respondents';
    const pdf = await renderResultsPdf(data);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 30000);

  it.skipIf(!hasPdftotext)(
    'names the filter values on the cover and writes numbers as the web does in each language',
    async () => {
      const en = pdfText(await renderResultsPdf(sampleReport('en', true)));
      expect(en).toContain('Class: 7.a, 7.b; Grade: 8; Kurā klasē tu mācies?');
      expect(en).toMatch(/80%/);
      expect(en).not.toMatch(/\d %/);
      expect(en).toContain('66.0');
      const lv = pdfText(await renderResultsPdf(sampleReport('lv', true)));
      expect(lv).toContain('Klase: 7.a, 7.b; Klases līmenis: 8;');
      expect(lv).toContain('66,0');
      expect(lv).toMatch(/80%/);
      const ru = pdfText(await renderResultsPdf(sampleReport('ru', true)));
      expect(ru).toContain('Класс: 7.a, 7.b;');
      expect(ru).toMatch(/80\s%/);
    },
    30000,
  );

  it.skipIf(!hasPdftotext)(
    'names scale answers with the words the poll showed and keeps the period figures apart from the view',
    async () => {
      const en = pdfText(await renderResultsPdf(sampleReport('en', true)));
      expect(en).toContain('Strongly agree:');
      expect(en).not.toMatch(/ \d \d+% \(\d+\)/);
      const lv = pdfText(await renderResultsPdf(sampleReport('lv', true)));
      expect(lv).toContain('Pilnībā piekrītu:');
      expect(lv).toContain('Atbildējuši / Gaidīti');
      const ru = pdfText(await renderResultsPdf(sampleReport('ru', true)));
      expect(ru).toContain('Не согласен:');
    },
    30000,
  );

  it.skipIf(!hasPdftotext)(
    'finding 5: prints a small group with its caution, and a share of few answers with its interval',
    async () => {
      const data = sampleReport('en');
      const text = pdfText(await renderResultsPdf(data));
      // "I feel safe at school": 8 of 12 favourable, Wilson 39–86 %.
      expect(text).toContain(
        '8 of 12 answered favourably. With so few answers the share is only known roughly: probably between 39% and 86% (95% interval).',
      );
      expect(text).not.toContain('Only 12 people');
      data.summary.info.survey_info.respondentOriginCount = 7;
      const small = pdfText(await renderResultsPdf(data), ['-f', '1', '-l', '1']);
      expect(small).toContain('Only 7 people answered: the figures can move a lot by chance.');
      const lv = pdfText(await renderResultsPdf({ ...data, language: 'lv' }), ['-f', '1', '-l', '1']);
      expect(lv).toContain('Atbildēja tikai 7 cilvēki');
    },
    30000,
  );

  it('colours answers by favourable after reverse scoring: disagreeing that it is noisy is green', () => {
    const { questions } = sampleReport('en').summary;
    const kind = questions.find((question) => question.key === 'climate.kind');
    if (!kind) throw new Error('the fixture has the climate matrix');
    expect(kind.distribution.map((entry) => entry.value)).toEqual([1, 2, 3, 4, 5]);
    // The matrix's other item, "it is noisy", is reverse-scored (its own answers are too few to show here).
    const noise = { ...kind, key: 'climate.noise', reverse: true };
    const [red, , grey, , green] = scaleColors;
    // "It is noisy": Strongly disagree (1) is the favourable answer.
    expect(colorOf(noise, 0)).toBe(green);
    expect(colorOf(noise, 2)).toBe(grey);
    expect(colorOf(noise, 4)).toBe(red);
    // "People are kind": Strongly agree (5) is.
    expect(colorOf(kind, 0)).toBe(red);
    expect(colorOf(kind, 4)).toBe(green);
  });

  it.skipIf(!hasPdftotext)(
    'puts the board summary on page 1: response rate, overall score, strengths, areas to work on, the change',
    async () => {
      const data = sampleReport('en', true);
      const belonging = data.summary.pillars[0];
      // 300 of the school's 418 answers in the filtered selection (the figures a board would see together).
      Object.assign(data.summary.info.survey_info, {
        respondentOriginCount: 300,
        num_finished: 418,
        respondentsExpected: 500,
        responseRate: 84,
      });
      data.summary.pillars = [
        { ...belonging, id: 'safety', name: { en: 'Safety' }, score: 84, favourable: 0.86 },
        { ...belonging, id: 'belonging', name: { en: 'Belonging' }, score: 62, favourable: 0.6 },
        { ...belonging, id: 'learning', name: { en: 'Learning' }, score: 60, favourable: 0.57 },
        { ...belonging, id: 'teachers', name: { en: 'Teachers' }, score: 38, favourable: 0.3 },
      ];
      data.themes = rankThemes(data.summary, sampleScores(data.summary).againstOthers);
      const pdf = await renderResultsPdf(data);
      const first = pdfText(pdf, ['-f', '1', '-l', '1']);
      for (const text of [
        'Response rate',
        '84%',
        'Answered / Expected: 418 / 500 (whole period, not only the selection)',
        'Kopējais rādītājs',
        '66.0',
        'Strengths Safety 84.0 +30.7 above the other themes',
        'Areas to work on Teachers',
        '-30.7 below the other themes',
        'Change from Pavasaris 2026',
      ])
        expect(first).toContain(text);
      // A theme in the middle is not singled out on page 1.
      // Every theme follows, best first; a theme in the middle is not singled out above.
      expect(first).toMatch(/Themes, best first Safety .*Belonging .*Learning .*Teachers/);
      // Page 2 has the themes in survey order under one heading (it read 'Themes Themes').
      const second = pdfText(pdf, ['-f', '2', '-l', '2']);
      expect(second.match(/Themes/g)).toHaveLength(1);
      expect(second).toMatch(/Safety .*Belonging .*Learning .*Teachers/);
      if (previewDir) {
        writeFileSync(`${previewDir}/board.pdf`, pdf);
        execFileSync('pdftoppm', [
          '-png',
          '-r',
          '80',
          '-f',
          '1',
          '-l',
          '1',
          `${previewDir}/board.pdf`,
          `${previewDir}/board`,
        ]);
      }
    },
    30000,
  );
});

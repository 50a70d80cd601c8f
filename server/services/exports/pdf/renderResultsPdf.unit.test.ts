import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sampleReport } from '../reportFixture';
import { renderResultsPdf } from './renderResultsPdf';

/** Set PDF_PREVIEW_DIR to also get PNG pages (pdftoppm) to look at the letters. */
const previewDir = process.env.PDF_PREVIEW_DIR;
const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf })
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
});

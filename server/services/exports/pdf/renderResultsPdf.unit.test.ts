import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sampleReport } from '../reportFixture';
import { renderResultsPdf } from './renderResultsPdf';

/** Set PDF_PREVIEW_DIR to also get PNG pages (pdftoppm) to look at the letters. */
const previewDir = process.env.PDF_PREVIEW_DIR;

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
});

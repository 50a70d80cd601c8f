import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { renderCodeSlips } from '../../codeGenerator/codeSlipsPdf';

const folder = mkdtempSync(join(tmpdir(), 'pdf-fonts-'));
const words = {
  className: (name: string) => `Klase ${name}`,
  open: 'Atver',
  code: 'Kods:',
  answer: 'Atbildi',
  scan: 'vai',
};

/** The text layer of a one-class slips PDF (what copying, search and screen readers read). */
async function textOf(title: string, code: string) {
  const pdf = await renderCodeSlips({
    surveyTitle: title,
    language: 'lv',
    words,
    classes: [{ className: '7.a', link: 'http://127.0.0.1/p/x', codes: [code] }],
  });
  const file = join(folder, `${code}.pdf`);
  writeFileSync(file, pdf);
  // The title wraps beside the slip's QR code: compare the words, not the lines.
  return execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
}

it('keeps the text of letters an earlier PDF of the process printed only inside accented ones', async () => {
  const accented = await textOf('ĀČĒĢĪĶĻŅŠŪŽ āčēģīķļņšūž Ёё Йй Ÿ', 'ŸŶŸŶŸ-ŶŸŶŸŶ');
  expect(accented).toContain('ĀČĒĢĪĶĻŅŠŪŽ āčēģīķļņšūž');
  const later = await textOf('Balss AaCcEeGgIiKkLlNnSsUuZz Ее Ии Y', 'YCT7C-2EFWA');
  expect(later).toContain('Balss AaCcEeGgIiKkLlNnSsUuZz Ее Ии Y');
  expect(later).toContain('YCT7C-2EFWA');
});

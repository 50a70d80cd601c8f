import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../../../../common/languages';
import type { PlanDetail } from '../../../actionPlans/planQueries';
import { renderActionPlanPdf } from './renderActionPlanPdf';

/** Set PDF_PREVIEW_DIR to also get the page as PNG (pdftoppm) to look at. */
const previewDir = process.env.PDF_PREVIEW_DIR;
const hasPoppler = spawnSync('pdfinfo', ['-v']).status === 0;
const pageCount = (pdf: Buffer) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString())?.[1]);
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf })
    .toString()
    .replace(/[ \n\u00a0]+/g, ' ');

const long = (words: string, length: number) =>
  words.repeat(Math.ceil(length / words.length)).slice(0, length);

/** A plan as large as the API lets it be: 10 focus items, long texts, more actions than a page holds. */
function largestPlan(actionCount: number, focusCount = 10): PlanDetail {
  const name = { en: long('I get feedback that helps me learn better. ', 160) };
  return {
    id: 7,
    title: long('Feedback that helps students learn, in every subject ', 200),
    school: { id: 1, name: 'Demo Secondary School' },
    period: { id: 3, name: 'Pavasaris 2026' },
    class_ids: null,
    published: null,
    can_edit: true,
    updated_at: '2026-11-25T08:00:00.000Z',
    description: long('Only about half of the students said the feedback helps them learn. ', 5000),
    created_at: '2026-06-01T08:00:00.000Z',
    progress: { done: 2, total: actionCount, overdue: 1 },
    figures: {
      before: { periodId: 3, name: 'Pavasaris 2026', respondents: 430 },
      after: { periodId: 4, name: 'Rudens 2026', respondents: 418 },
      moved: true,
      focus: Array.from({ length: focusCount }, (_, index) => ({
        kind: 'question' as const,
        ref: `lessons.q${index}`,
        goal: 65,
        name,
        parent_name: { en: 'In most of my lessons…' },
        before: { score: 58.3, favourable: 53, hidden: null },
        after:
          index === 9
            ? { score: null, favourable: null, hidden: 'too_few_respondents' as const }
            : { score: 66.1, favourable: 67, hidden: null },
        verdict: index === 9 ? ('unknown' as const) : ('no_clear_change' as const),
        goal_met: index === 9 ? null : true,
      })),
    },
    actions: Array.from({ length: actionCount }, (_, index) => ({
      id: index + 1,
      title: long(
        `Action ${index + 1}: ask the 9th grades whether the feedback helps them, and adjust `,
        200,
      ),
      owner: { id: 10, name: 'Anna Kalniņa-Bērziņa' },
      due_on: '2027-01-15',
      status: index === 0 ? ('in_progress' as const) : ('planned' as const),
      notes: '',
      success_plan: null,
      overdue: index === 0,
    })),
    history: [],
  };
}

describe('renderActionPlanPdf', () => {
  for (const language of ['en', 'lv', 'ru'] as const satisfies LanguageCode[]) {
    it.skipIf(!hasPoppler)(
      `keeps the largest plans on one page in ${language}`,
      async () => {
        for (const focusCount of [1, 3, 10]) {
          const pdf = await renderActionPlanPdf(largestPlan(20, focusCount), language);
          if (previewDir) {
            mkdirSync(previewDir, { recursive: true });
            const name = `${previewDir}/action-plan-${language}-${focusCount}`;
            writeFileSync(`${name}.pdf`, pdf);
            execFileSync('pdftoppm', ['-png', '-r', '80', `${name}.pdf`, name]);
          }
          expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
          expect(pageCount(pdf), `${focusCount} focus items`).toBe(1);
        }
      },
      60_000,
    );
  }

  it.skipIf(!hasPoppler)(
    'counts the actions a page cannot hold and writes dates and shares per language',
    async () => {
      const en = pdfText(await renderActionPlanPdf(largestPlan(20), 'en'));
      expect(en).toContain('… and 18 more actions');
      expect(en).toContain('15/01/2027');
      expect(en).toMatch(/53% .*67%/);
      expect(en).toContain('too few');
      expect(en).toContain('"Too few": fewer answers than the anonymity threshold');
      const lv = pdfText(await renderActionPlanPdf(largestPlan(16, 2), 'lv'));
      expect(lv).toContain('… un vēl 6 darbības');
      expect(lv).toContain('15.01.2027');
      expect(lv).toContain('Rudens 2026');
      const ru = pdfText(await renderActionPlanPdf(largestPlan(3, 2), 'ru'));
      expect(ru).not.toContain('ещё действий');
      expect(ru).toMatch(/53 %/);
      expect(ru).toContain('Выполнение: 2 / 3 · просрочено: 1');
    },
    30_000,
  );
});

import { renderToBuffer } from '@react-pdf/renderer';
import type { PlanDetail } from '../../../actionPlans/planQueries';
import { loadPdfFonts } from '../pdfFonts';
import { ActionPlanDocument } from './ActionPlanDocument';
import { type ActionPlanWords, actionPlanWords } from './actionPlanWords';

/**
 * A plan's one-page PDF, rendered in the request: one page of one plan needs no export job. `words` are
 * loadActionPlanWords's (the table's edits, an added language's own); the shipped ones when not given.
 */
export async function renderActionPlanPdf(
  plan: PlanDetail,
  language: string,
  words: ActionPlanWords = actionPlanWords(language),
): Promise<Buffer> {
  await loadPdfFonts();
  const printedOn = new Date().toISOString().slice(0, 10);
  return renderToBuffer(
    <ActionPlanDocument plan={plan} language={language} words={words} printedOn={printedOn} />,
  );
}

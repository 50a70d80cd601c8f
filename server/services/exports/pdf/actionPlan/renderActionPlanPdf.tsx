import { renderToBuffer } from '@react-pdf/renderer';
import type { LanguageCode } from '../../../../../common/languages';
import type { PlanDetail } from '../../../actionPlans/planQueries';
import { registerPdfFonts } from '../pdfFonts';
import { ActionPlanDocument } from './ActionPlanDocument';

/** A plan's one-page PDF, rendered in the request: one page of one plan needs no export job. */
export async function renderActionPlanPdf(plan: PlanDetail, language: LanguageCode): Promise<Buffer> {
  registerPdfFonts();
  const printedOn = new Date().toISOString().slice(0, 10);
  return renderToBuffer(<ActionPlanDocument plan={plan} language={language} printedOn={printedOn} />);
}

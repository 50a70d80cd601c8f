import { Document } from '@react-pdf/renderer';
import type { ReportData } from '../reportData';
import { reportWords } from '../reportWords';
import { BoardSummaryPage } from './BoardSummaryPage';
import { ComparisonPage } from './ComparisonPage';
import { ModulePage } from './ModulePage';

/**
 * The full report: page 1 is the summary a principal shows (response rate, overall score, strengths and
 * areas to work on, every theme best first, the change since last time); then one page per module and
 * the full comparison. The short variant for the board is BoardDocument.
 */
export function ResultsDocument({ data }: { data: ReportData }) {
  const { summary } = data;
  const modules = summary.info.hidden
    ? []
    : data.content.modules
        .map((module) => ({
          module,
          score: summary.modules.find((item) => item.id === module.id),
          questions: summary.questions.filter((question) => question.moduleId === module.id),
        }))
        .filter((entry) => entry.questions.length > 0);
  return (
    <Document
      title={`${reportWords(data.language).reportTitle}: ${summary.info.survey_info.survey_name}`}
      language={data.language}
      producer="Balss"
    >
      <BoardSummaryPage data={data} />
      {modules.map((entry) => (
        <ModulePage key={entry.module.id} data={data} {...entry} />
      ))}
      {data.comparison ? <ComparisonPage data={data} comparison={data.comparison} /> : null}
    </Document>
  );
}

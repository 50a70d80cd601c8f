import { Document } from '@react-pdf/renderer';
import type { ReportData } from '../reportData';
import { reportWords } from '../reportWords';
import { ComparisonPage } from './ComparisonPage';
import { CoverPage } from './CoverPage';
import { ModulePage } from './ModulePage';
import { SummaryPage } from './SummaryPage';

/** The board report: cover, summary, one page per module, the comparison when one was chosen. */
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
      <CoverPage data={data} />
      <SummaryPage data={data} />
      {modules.map((entry) => (
        <ModulePage key={entry.module.id} data={data} {...entry} />
      ))}
      {data.comparison ? <ComparisonPage data={data} comparison={data.comparison} /> : null}
    </Document>
  );
}

import { Document, Page } from '@react-pdf/renderer';
import type { ReportData } from '../reportData';
import { reportWords } from '../reportWords';
import { ChangeSince } from './ChangeSince';
import { PageFooter } from './PageFooter';
import { PrincipalComment } from './PrincipalComment';
import { pdfStyles } from './pdfStyles';
import { ReportHeading } from './ReportHeading';
import { ThemeStandouts } from './ThemeStandouts';
import { ThemesRanked } from './ThemesRanked';

/**
 * The short report for the board, two A4 pages whatever the survey: the headline
 * figures and the themes best first; then the strengths and areas to work on, the change since last
 * time and the principal's comment (or lines to write it on).
 */
export function BoardDocument({ data, comment }: { data: ReportData; comment: string }) {
  const { language, comparison, summary } = data;
  const words = reportWords(language);
  return (
    <Document
      title={`${words.boardTitle}: ${summary.info.survey_info.survey_name}`}
      language={language}
      producer="Balss"
    >
      <Page size="A4" style={pdfStyles.page}>
        <ReportHeading data={data} kicker={words.boardTitle} />
        <ThemesRanked data={data} />
        <PageFooter data={data} />
      </Page>
      <Page size="A4" style={pdfStyles.page}>
        {summary.info.hidden ? null : <ThemeStandouts themes={data.themes} language={language} />}
        {comparison ? <ChangeSince comparison={comparison} language={language} /> : null}
        <PrincipalComment title={words.principalComment} comment={comment} />
        <PageFooter data={data} />
      </Page>
    </Document>
  );
}

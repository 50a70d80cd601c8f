import { Page, Text } from '@react-pdf/renderer';
import type { ReportData } from '../reportData';
import { reportWords } from '../reportWords';
import { ChangeSince } from './ChangeSince';
import { PageFooter } from './PageFooter';
import { pdfStyles } from './pdfStyles';
import { ReportHeading } from './ReportHeading';
import { ThemeStandouts } from './ThemeStandouts';
import { ThemesRanked } from './ThemesRanked';

/**
 * Page 1 of the full report: what was asked of whom, how many answered, the overall score, the themes
 * that stand out, every theme best first (with the benchmark) and the change since last time.
 */
export function BoardSummaryPage({ data }: { data: ReportData }) {
  const { language, comparison } = data;
  const words = reportWords(language);
  return (
    <Page size="A4" style={pdfStyles.page}>
      <ReportHeading data={data} kicker={words.reportTitle} />
      {data.themes.length ? <ThemeStandouts themes={data.themes} language={language} /> : null}
      <ThemesRanked data={data} />
      {comparison ? <ChangeSince comparison={comparison} language={language} /> : null}
      <Text style={[pdfStyles.muted, { marginTop: 16 }]}>{words.details}</Text>
      <PageFooter data={data} />
    </Page>
  );
}

import { Page, Text, View } from '@react-pdf/renderer';
import { localizedText } from '../../../../common/localizedText';
import type { ReportData } from '../reportData';
import { hiddenReasonText, reportWords } from '../reportWords';
import { PageFooter } from './PageFooter';
import { pdfStyles } from './pdfStyles';
import { ScoreBar } from './ScoreBar';

/**
 * The themes in survey order, each with its score, the benchmark's mark and why it is hidden when it is
 * (page 1 ranks the shown ones); the page's heading names them once.
 */
export function SummaryPage({ data }: { data: ReportData }) {
  const { summary, language } = data;
  const { info } = summary;
  const words = reportWords(language);
  const benchmark = summary.benchmarks.list.find((item) => item.id === summary.benchmarks.selected);
  return (
    <Page size="A4" style={pdfStyles.page}>
      <Text style={pdfStyles.heading}>{words.pillars}</Text>
      {info.hidden ? <Text style={pdfStyles.hidden}>{hiddenReasonText(language, info.hidden)}</Text> : null}
      {benchmark ? (
        <Text style={pdfStyles.muted}>
          {words.benchmark}: {localizedText(benchmark.name, language)}
        </Text>
      ) : null}
      {summary.pillars.length && !info.hidden ? (
        <View style={{ marginTop: 8 }}>
          {summary.pillars.map((pillar) => (
            <View key={pillar.id}>
              <ScoreBar
                label={localizedText(pillar.name, language)}
                score={pillar.score}
                benchmark={pillar.benchmark?.score ?? null}
                language={language}
              />
              {pillar.hidden ? (
                <Text style={pdfStyles.hidden}>{hiddenReasonText(language, pillar.hidden)}</Text>
              ) : null}
            </View>
          ))}
        </View>
      ) : null}
      <PageFooter data={data} />
    </Page>
  );
}

import { Text, View } from '@react-pdf/renderer';
import { localizedText } from '../../../../common/localizedText';
import type { ReportData } from '../reportData';
import { hiddenReasonText, reportWords } from '../reportWords';
import { pdfColors, pdfStyles } from './pdfStyles';
import { ScoreBar } from './ScoreBar';

/** What the orange marks and figures beside the bars are: the chosen benchmark, by name. */
function BenchmarkKey({ name, label }: { name: string; label: string }) {
  return (
    <View style={{ flexDirection: 'row', alignItems: 'center', marginBottom: 4 }} wrap={false}>
      <View style={{ width: 2, height: 9, backgroundColor: pdfColors.benchmark, marginRight: 5 }} />
      <Text style={[pdfStyles.muted, { fontSize: 9 }]}>
        {label}: {name}
      </Text>
    </View>
  );
}

/**
 * Every theme, best first, each with its score and the benchmark's mark and value; the hidden ones
 * after them with why. The one list of the themes in a report.
 */
export function ThemesRanked({ data }: { data: ReportData }) {
  const { summary, language } = data;
  const words = reportWords(language);
  if (summary.info.hidden || !summary.pillars.length) return null;
  const chosen = summary.benchmarks.list.find((item) => item.id === summary.benchmarks.selected);
  const shown = summary.pillars
    .filter((pillar) => pillar.hidden === null && pillar.score !== null)
    .sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
  const hidden = summary.pillars.filter((pillar) => !shown.includes(pillar));
  return (
    <View>
      <Text style={pdfStyles.subheading}>{words.themesRanked}</Text>
      {chosen ? <BenchmarkKey name={localizedText(chosen.name, language)} label={words.benchmark} /> : null}
      {chosen ? (
        <Text style={[pdfStyles.muted, { fontSize: 8, marginBottom: 4 }]}>{words.benchmarkHelp}</Text>
      ) : null}
      {shown.map((pillar) => (
        <ScoreBar
          key={pillar.id}
          label={localizedText(pillar.name, language)}
          score={pillar.score}
          benchmark={chosen ? (pillar.benchmark?.score ?? null) : undefined}
          language={language}
        />
      ))}
      {hidden.map((pillar) => (
        <View key={pillar.id} style={pdfStyles.row} wrap={false}>
          <Text style={pdfStyles.rowLabel}>{localizedText(pillar.name, language)}</Text>
          <Text style={[pdfStyles.hidden, { flex: 1, marginTop: 0 }]}>
            {pillar.hidden ? hiddenReasonText(language, pillar.hidden) : words.none}
          </Text>
        </View>
      ))}
    </View>
  );
}

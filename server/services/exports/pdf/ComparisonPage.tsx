import { Page, Text, View } from '@react-pdf/renderer';
import type { SurveyLanguage } from '../../../../common/languages';
import { localizedText } from '../../../../common/localizedText';
import { formatDelta, formatScore, noValue } from '../../../../common/results/numbers';
import { smallGroupSize } from '../../../../common/results/statistics';
import type {
  BenchmarkedChange,
  Change,
  ComparisonResult,
  ResultsInfo,
} from '../../../../common/results/types';
import type { ReportData } from '../reportData';
import { fillWords, reportWords, verdictWords } from '../reportWords';
import { PageFooter } from './PageFooter';
import { pdfColors, pdfStyles } from './pdfStyles';

/** Wide enough for the longest heading word ("Изменение") with a gap before it. */
const cell = { width: 64, paddingLeft: 6, textAlign: 'right' as const };

function ChangeRow(props: {
  label: string;
  change: BenchmarkedChange;
  language: SurveyLanguage;
  withBenchmark: boolean;
}) {
  const { label, change, language, withBenchmark } = props;
  const words = reportWords(language);
  const meaningful = verdictWords(words, change.delta === null ? null : change.meaningful);
  return (
    <View style={pdfStyles.tableRow} wrap={false}>
      <Text style={{ flex: 1, paddingRight: 6 }}>{label}</Text>
      <Text style={cell}>{formatScore(change.before, language)}</Text>
      <Text style={cell}>{formatScore(change.after, language)}</Text>
      {withBenchmark ? (
        <Text style={[cell, { color: pdfColors.benchmarkText }]}>
          {formatScore(change.benchmark, language)}
        </Text>
      ) : null}
      <Text style={cell}>{change.delta === null ? noValue : formatDelta(change.delta, language)}</Text>
      <Text style={{ ...cell, width: 96 }}>{meaningful}</Text>
    </View>
  );
}

/** A side's name, how many answered, and a caution when fewer than ten did. */
function sideLine(info: ResultsInfo, label: string, language: SurveyLanguage): string {
  const words = reportWords(language);
  const name = info.period?.name ?? info.survey_info.survey_name;
  const count = info.survey_info.respondentOriginCount;
  if (count < 0) return `${label}: ${name}`;
  const small = count < smallGroupSize ? ` — ${fillWords(words.smallGroup, { count })}` : '';
  return `${label}: ${name} (${words.respondents}: ${count})${small}`;
}

/**
 * The earlier period (before) against the later one (after), whichever the report is of (the
 * comparison's left is the earlier); only what both sides show, with the screen's verdict words.
 */
export function ComparisonPage({ data, comparison }: { data: ReportData; comparison: ComparisonResult }) {
  const { language } = data;
  const words = reportWords(language);
  const withBenchmark = Boolean(comparison.benchmark);
  const rows: { key: string; label: string; change: BenchmarkedChange }[] = [
    {
      key: 'compound',
      label: data.summary.info.compound_score.name || words.compoundScore,
      change: comparison.compound as Change,
    },
    ...comparison.pillars.map((pillar) => ({
      key: `p-${pillar.id}`,
      label: localizedText(pillar.name, language),
      change: pillar,
    })),
    ...comparison.questions.map((question) => ({
      key: `q-${question.key}`,
      label: question.parentText
        ? `${localizedText(question.parentText, language)} — ${localizedText(question.text, language)}`
        : localizedText(question.text, language),
      change: question,
    })),
  ];
  return (
    <Page size="A4" style={pdfStyles.page}>
      <Text style={pdfStyles.heading}>{words.comparison}</Text>
      <Text style={pdfStyles.muted}>{sideLine(comparison.left, words.before, language)}</Text>
      <Text style={[pdfStyles.muted, { marginBottom: 8 }]}>
        {sideLine(comparison.right, words.after, language)}
      </Text>
      {comparison.benchmark ? (
        <Text style={[pdfStyles.muted, { marginBottom: 8, marginTop: -4 }]}>
          {words.benchmark}: {localizedText(comparison.benchmark.name, language)}
        </Text>
      ) : null}
      <View style={pdfStyles.table}>
        <View style={[pdfStyles.tableRow, pdfStyles.tableHead]}>
          <Text style={{ flex: 1 }}>{words.score}</Text>
          <Text style={cell}>{words.before}</Text>
          <Text style={cell}>{words.after}</Text>
          {withBenchmark ? <Text style={cell}>{words.benchmark}</Text> : null}
          <Text style={cell}>{words.change}</Text>
          <Text style={{ ...cell, width: 96 }}>{words.meaningful}</Text>
        </View>
        {rows.map((row) => (
          <ChangeRow
            key={row.key}
            label={row.label}
            change={row.change}
            language={language}
            withBenchmark={withBenchmark}
          />
        ))}
      </View>
      <Text style={[pdfStyles.muted, { marginTop: 8, fontSize: 9 }]}>{words.verdictHelp}</Text>
      <PageFooter data={data} />
    </Page>
  );
}

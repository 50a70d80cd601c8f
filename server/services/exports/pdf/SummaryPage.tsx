import { Page, Text, View } from '@react-pdf/renderer';
import { localizedText } from '../../../../common/localizedText';
import { formatCount, formatRate, formatScore } from '../../../../common/results/numbers';
import type { ReportData } from '../reportData';
import { hiddenReasonText, reportWords } from '../reportWords';
import { PageFooter } from './PageFooter';
import { pdfStyles } from './pdfStyles';
import { ScoreBar } from './ScoreBar';

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <View style={pdfStyles.figure}>
      <Text style={pdfStyles.figureValue}>{value}</Text>
      <Text style={pdfStyles.figureLabel}>{label}</Text>
    </View>
  );
}

/** The page a reader sees first: the overall score, who answered, and the themes. */
export function SummaryPage({ data }: { data: ReportData }) {
  const { summary, language } = data;
  const { info } = summary;
  const words = reportWords(language);
  const benchmark = summary.benchmarks.list.find((item) => item.id === summary.benchmarks.selected);
  const compound = info.compound_score;
  return (
    <Page size="A4" style={pdfStyles.page}>
      <Text style={pdfStyles.heading}>{words.summary}</Text>
      <View style={pdfStyles.figures}>
        {compound.enabled ? (
          <Figure
            value={formatScore(compound.value, language)}
            label={compound.name || words.compoundScore}
          />
        ) : null}
        <Figure
          value={formatCount(info.survey_info.respondentOriginCount, language)}
          label={words.respondents}
        />
        {/* Like the dashboard: the period's finished and expected, not those of a filtered view. */}
        <Figure
          value={`${formatCount(info.survey_info.num_finished, language)} / ${formatCount(info.survey_info.respondentsExpected, language)}`}
          label={`${words.answered} / ${words.expected}`}
        />
        <Figure value={formatRate(info.survey_info.responseRate, language)} label={words.responseRate} />
      </View>
      {info.hidden ? <Text style={pdfStyles.hidden}>{hiddenReasonText(language, info.hidden)}</Text> : null}
      {benchmark ? (
        <Text style={pdfStyles.muted}>
          {words.benchmark}: {localizedText(benchmark.name, language)}
        </Text>
      ) : null}
      {summary.pillars.length && !info.hidden ? (
        <View>
          <Text style={pdfStyles.subheading}>{words.pillars}</Text>
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

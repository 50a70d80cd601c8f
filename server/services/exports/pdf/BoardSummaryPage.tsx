import { Page, Text, View } from '@react-pdf/renderer';
import type { SurveyLanguage } from '../../../../common/languages';
import { localizedText } from '../../../../common/localizedText';
import { formatCount, formatDelta, formatRate, formatScore } from '../../../../common/results/numbers';
import { smallGroupSize } from '../../../../common/results/statistics';
import type { RankedTheme } from '../../../../common/results/themeRanking';
import type { Change } from '../../../../common/results/types';
import type { ReportData } from '../reportData';
import { fillWords, hiddenReasonText, type ReportWords, reportWords, verdictWords } from '../reportWords';
import { PageFooter } from './PageFooter';
import { formatDate } from './pdfFormat';
import { boardStyles, pdfColors, pdfStyles } from './pdfStyles';
import { filterLine } from './reportFilterLine';
import { ScoreBar } from './ScoreBar';

function Figure({ value, label, note }: { value: string; label: string; note?: string }) {
  return (
    <View style={[pdfStyles.figure, { flexBasis: 0 }]}>
      <Text style={pdfStyles.figureValue}>{value}</Text>
      <Text style={pdfStyles.figureLabel}>{label}</Text>
      {note ? <Text style={boardStyles.figureNote}>{note}</Text> : null}
    </View>
  );
}

/** What the orange marks on the bars are: the chosen benchmark, by name. */
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

function changeNote(change: Change, words: ReportWords, language: SurveyLanguage): string | null {
  if (change.delta === null) return null;
  return `${formatDelta(change.delta, language)} (${verdictWords(words, change.meaningful)})`;
}

function ThemeList(props: { title: string; themes: RankedTheme[]; color: string; language: SurveyLanguage }) {
  const { title, themes, color, language } = props;
  const words = reportWords(language);
  return (
    <View style={boardStyles.column}>
      <Text style={[boardStyles.listTitle, { color }]}>{title}</Text>
      {themes.map((theme) => (
        <View key={theme.id} style={boardStyles.listRow} wrap={false}>
          <Text style={{ flex: 1 }}>{localizedText(theme.name, language)}</Text>
          <Text style={boardStyles.listScore}>{formatScore(theme.score, language)}</Text>
          <Text style={boardStyles.listNote}>
            {formatDelta(theme.difference, language)}{' '}
            {theme.difference >= 0 ? words.aboveOthers : words.belowOthers}
          </Text>
        </View>
      ))}
    </View>
  );
}

/**
 * Page 1, the page a principal shows the board: what was asked of whom, how many answered, the overall
 * score, the themes that stand out (strengths, areas to work on) and the change since last time.
 */
export function BoardSummaryPage({ data }: { data: ReportData }) {
  const { summary, language, comparison } = data;
  const { info } = summary;
  const words = reportWords(language);
  const dates = info.survey_info.dates;
  const filters = filterLine(data.filters, words);
  const compound = info.compound_score;
  const ranked = data.themes;
  const strengths = ranked.filter((theme) => theme.standing === 'strength');
  const workOn = ranked.filter((theme) => theme.standing === 'work_on').reverse();
  const chosen = summary.benchmarks.list.find((item) => item.id === summary.benchmarks.selected);
  const benchmarkName = chosen ? localizedText(chosen.name, language) : null;
  const changes = (comparison?.pillars ?? []).filter((pillar) => pillar.meaningful && pillar.delta !== null);
  const nameOf = (side: NonNullable<typeof comparison>['left']) =>
    side.period?.name ?? side.survey_info.survey_name;
  const respondents = info.survey_info.respondentOriginCount;
  return (
    <Page size="A4" style={pdfStyles.page}>
      <Text style={boardStyles.kicker}>{words.reportTitle}</Text>
      <Text style={pdfStyles.heading}>{info.survey_info.survey_name}</Text>
      <Text style={pdfStyles.muted}>
        {[
          info.survey_info.organization_name,
          info.period?.name,
          `${formatDate(dates.start, language)} – ${formatDate(dates.end, language)}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Text style={[pdfStyles.muted, { marginBottom: 12 }]}>
        {words.filters}: {filters ?? words.noFilters}
      </Text>
      <View style={pdfStyles.figures}>
        <Figure
          value={formatRate(info.survey_info.responseRate, language)}
          label={words.responseRate}
          note={`${words.answered} / ${words.expected}: ${formatCount(info.survey_info.num_finished, language)} / ${formatCount(info.survey_info.respondentsExpected, language)}${filters ? ` (${words.wholePeriod})` : ''}`}
        />
        <Figure
          value={formatCount(info.survey_info.respondentOriginCount, language)}
          label={words.respondents}
        />
        {compound.enabled ? (
          <Figure
            value={formatScore(compound.value, language)}
            label={compound.name || words.compoundScore}
            note={comparison ? (changeNote(comparison.compound, words, language) ?? undefined) : undefined}
          />
        ) : null}
      </View>
      {info.hidden ? <Text style={pdfStyles.hidden}>{hiddenReasonText(language, info.hidden)}</Text> : null}
      {!info.hidden && respondents >= 0 && respondents < smallGroupSize ? (
        <Text style={pdfStyles.caution}>
          {fillWords(words.smallGroup, { count: respondents })} {words.smallGroupBody}
        </Text>
      ) : null}
      {ranked.length ? (
        <View>
          <Text style={pdfStyles.subheading}>{words.atAGlance}</Text>
          {strengths.length || workOn.length ? (
            <View>
              <ThemeList
                title={words.strengths}
                themes={strengths}
                color={boardColors.good}
                language={language}
              />
              <ThemeList title={words.workOn} themes={workOn} color={boardColors.bad} language={language} />
            </View>
          ) : (
            <Text>{words.standsOutNone}</Text>
          )}
          <Text style={[pdfStyles.muted, { fontSize: 8, marginTop: 4 }]}>{words.standingsHelp}</Text>
        </View>
      ) : null}
      {ranked.length ? (
        <View>
          <Text style={pdfStyles.subheading}>{words.themesRanked}</Text>
          {benchmarkName ? <BenchmarkKey name={benchmarkName} label={words.benchmark} /> : null}
          {benchmarkName ? (
            <Text style={[pdfStyles.muted, { fontSize: 8, marginBottom: 4 }]}>{words.benchmarkHelp}</Text>
          ) : null}
          {ranked.map((theme) => (
            <ScoreBar
              key={theme.id}
              label={localizedText(theme.name, language)}
              score={theme.score}
              benchmark={summary.pillars.find((pillar) => pillar.id === theme.id)?.benchmark?.score ?? null}
              language={language}
            />
          ))}
        </View>
      ) : null}
      {comparison ? (
        <View>
          <Text style={pdfStyles.subheading}>
            {fillWords(words.changeFromTo, {
              before: nameOf(comparison.left),
              after: nameOf(comparison.right),
            })}
          </Text>
          {changes.length ? (
            changes.map((change) => (
              <View key={change.id} style={boardStyles.listRow} wrap={false}>
                <Text style={{ flex: 1 }}>{localizedText(change.name, language)}</Text>
                <Text style={[boardStyles.listScore, { width: 100 }]}>
                  {formatScore(change.before, language)} → {formatScore(change.after, language)}
                </Text>
                <Text
                  style={[
                    boardStyles.listNote,
                    { color: (change.delta ?? 0) > 0 ? boardColors.good : boardColors.bad },
                  ]}
                >
                  {formatDelta(change.delta ?? 0, language)} ({verdictWords(words, true)})
                </Text>
              </View>
            ))
          ) : (
            <Text>{words.noChangeBeyondChance}</Text>
          )}
        </View>
      ) : null}
      <Text style={[pdfStyles.muted, { marginTop: 16 }]}>{words.details}</Text>
      <PageFooter data={data} />
    </Page>
  );
}

const boardColors = { good: '#2b8a3e', bad: '#c92a2a', ink: pdfColors.ink };

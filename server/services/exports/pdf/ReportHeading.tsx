import { Text, View } from '@react-pdf/renderer';
import { formatCount, formatRate, formatScore } from '../../../../common/results/numbers';
import { smallGroupSize } from '../../../../common/results/statistics';
import type { ReportData } from '../reportData';
import { fillWords, hiddenReasonText, reportWords } from '../reportWords';
import { ChangeNote } from './ChangeSince';
import { formatDate } from './pdfFormat';
import { boardStyles, pdfStyles } from './pdfStyles';
import { filterLine } from './reportFilterLine';

function Figure({ value, label, note }: { value: string; label: string; note?: string | null }) {
  return (
    <View style={[pdfStyles.figure, { flexBasis: 0 }]}>
      <Text style={pdfStyles.figureValue}>{value}</Text>
      <Text style={pdfStyles.figureLabel}>{label}</Text>
      {note ? <Text style={boardStyles.figureNote}>{note}</Text> : null}
    </View>
  );
}

/**
 * The top of a report's first page: what was asked of whom and when, the filters, how many answered,
 * the overall score (with its change when compared), and a caution when the group is small.
 */
export function ReportHeading({ data, kicker }: { data: ReportData; kicker: string }) {
  const { summary, language, comparison } = data;
  const { info } = summary;
  const words = reportWords(language);
  const dates = info.survey_info.dates;
  const filters = filterLine(data.filters, words);
  const compound = info.compound_score;
  const respondents = info.survey_info.respondentOriginCount;
  return (
    <View>
      <Text style={boardStyles.kicker}>{kicker}</Text>
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
        <Figure value={formatCount(respondents, language)} label={words.respondents} />
        {compound.enabled ? (
          <Figure
            value={formatScore(compound.value, language)}
            label={compound.name || words.compoundScore}
            note={comparison ? ChangeNote(comparison.compound, language) : null}
          />
        ) : null}
      </View>
      {info.hidden ? <Text style={pdfStyles.hidden}>{hiddenReasonText(language, info.hidden)}</Text> : null}
      {!info.hidden && respondents >= 0 && respondents < smallGroupSize ? (
        <Text style={pdfStyles.caution}>
          {fillWords(words.smallGroup, { count: respondents })} {words.smallGroupBody}
        </Text>
      ) : null}
    </View>
  );
}

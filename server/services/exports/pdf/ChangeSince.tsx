import { Text, View } from '@react-pdf/renderer';
import type { SurveyLanguage } from '../../../../common/languages';
import { localizedText } from '../../../../common/localizedText';
import { formatDelta, formatScore } from '../../../../common/results/numbers';
import type { Change, ComparisonResult } from '../../../../common/results/types';
import { fillWords, reportWords, verdictWords } from '../reportWords';
import { boardColors, boardStyles, pdfStyles } from './pdfStyles';

/** "+4.0 (Likely a real change)" under a figure; null without a change to tell. */
export function ChangeNote(change: Change, language: SurveyLanguage): string | null {
  if (change.delta === null) return null;
  return `${formatDelta(change.delta, language)} (${verdictWords(reportWords(language), change.meaningful)})`;
}

/** The themes that changed by more than chance since the compared period, before → after. */
export function ChangeSince({
  comparison,
  language,
}: {
  comparison: ComparisonResult;
  language: SurveyLanguage;
}) {
  const words = reportWords(language);
  const changes = comparison.pillars.filter((pillar) => pillar.meaningful && pillar.delta !== null);
  const nameOf = (side: ComparisonResult['left']) => side.period?.name ?? side.survey_info.survey_name;
  return (
    <View>
      <Text style={pdfStyles.subheading}>
        {fillWords(words.changeFromTo, { before: nameOf(comparison.left), after: nameOf(comparison.right) })}
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
  );
}

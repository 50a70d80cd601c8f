import { Text, View } from '@react-pdf/renderer';
import type { SurveyLanguage } from '../../../../common/languages';
import { localizedText } from '../../../../common/localizedText';
import { formatDelta, formatScore } from '../../../../common/results/numbers';
import type { RankedTheme } from '../../../../common/results/themeRanking';
import { reportWords } from '../reportWords';
import { boardColors, boardStyles, pdfStyles } from './pdfStyles';

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

/** The strengths and the areas to work on (themes that stand out from the others beyond chance). */
export function ThemeStandouts({ themes, language }: { themes: RankedTheme[]; language: SurveyLanguage }) {
  const words = reportWords(language);
  const strengths = themes.filter((theme) => theme.standing === 'strength');
  const workOn = themes.filter((theme) => theme.standing === 'work_on').reverse();
  return (
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
  );
}

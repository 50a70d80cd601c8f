import { Text, View } from '@react-pdf/renderer';
import type { SurveyLanguage } from '../../../../common/languages';
import { answerColor } from '../../../../common/results/answerColors';
import { formatCount, formatShare } from '../../../../common/results/numbers';
import type { QuestionResult } from '../../../../common/results/types';
import { answerWords } from '../answerWords';
import { pdfColors, pdfStyles } from './pdfStyles';

/** The colour of one answer of a question, as the screen shows it (common/results/answerColors.ts). */
export const colorOf = (question: QuestionResult, index: number): string =>
  answerColor(question, index, question.distribution.length);

/** One stacked bar of a question's answers with its legend; shares are of those who answered. */
export function DistributionBar({
  question,
  language,
}: {
  question: QuestionResult;
  language: SurveyLanguage;
}) {
  const shown = question.distribution.filter((entry) => entry.count > 0);
  return (
    <View>
      <View style={{ flexDirection: 'row', height: 12, backgroundColor: pdfColors.empty }}>
        {question.distribution.map((entry, index) =>
          entry.share > 0 ? (
            <View
              key={String(entry.value)}
              style={{ width: `${entry.share * 100}%`, backgroundColor: colorOf(question, index) }}
            />
          ) : null,
        )}
      </View>
      <View style={pdfStyles.legend}>
        {shown.map((entry) => {
          const index = question.distribution.indexOf(entry);
          return (
            <View key={String(entry.value)} style={{ flexDirection: 'row', marginRight: 8, marginTop: 2 }}>
              <View
                style={{
                  width: 6,
                  height: 6,
                  marginTop: 2,
                  marginRight: 2,
                  backgroundColor: colorOf(question, index),
                }}
              />
              <Text>
                {answerWords(entry, question.type, language)}: {formatShare(entry.share, language)} (
                {formatCount(entry.count, language)})
              </Text>
            </View>
          );
        })}
      </View>
    </View>
  );
}

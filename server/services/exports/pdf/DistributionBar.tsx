import { Text, View } from '@react-pdf/renderer';
import type { SurveyLanguage } from '../../../../common/languages';
import { formatCount, formatShare } from '../../../../common/results/numbers';
import type { QuestionResult } from '../../../../common/results/types';
import { answerWords } from '../answerWords';
import { optionColors, pdfColors, pdfStyles, scaleColors } from './pdfStyles';

const scaled: QuestionResult['type'][] = ['agreement', 'frequency', 'matrix', 'rating'];

/** The colour of one answer of a question: red (unfavourable) to green (favourable) on scales and ratings. */
export function colorOf(question: QuestionResult, index: number): string {
  const count = question.distribution.length;
  if (!scaled.includes(question.type)) return optionColors[index % optionColors.length];
  // Favourable is green: on a reversed item (agreeing is unfavourable) the low answers are the good ones.
  const step = question.reverse ? count - 1 - index : index;
  const position = count > 1 ? Math.round((step / (count - 1)) * (scaleColors.length - 1)) : 0;
  return scaleColors[position];
}

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

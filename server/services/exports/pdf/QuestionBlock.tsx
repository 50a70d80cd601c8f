import { Text, View } from '@react-pdf/renderer';
import type { SurveyLanguage } from '../../../../common/languages';
import { localizedText } from '../../../../common/localizedText';
import { formatMean, formatScore, formatShare } from '../../../../common/results/numbers';
import { weighShare } from '../../../../common/results/statistics';
import type { QuestionResult } from '../../../../common/results/types';
import { fillWords, hiddenReasonText, reportWords } from '../reportWords';
import { DistributionBar } from './DistributionBar';
import { pdfStyles } from './pdfStyles';

export function QuestionBlock({
  question,
  language,
}: {
  question: QuestionResult;
  language: SurveyLanguage;
}) {
  const words = reportWords(language);
  const text = question.parentText
    ? `${localizedText(question.parentText, language)} — ${localizedText(question.text, language)}`
    : localizedText(question.text, language);
  const figures = [
    `${words.answered}: ${question.answered}`,
    question.mean !== null ? `${words.mean}: ${formatMean(question.mean, language)}` : null,
    question.favourable !== null
      ? `${words.favourable}: ${formatShare(question.favourable, language)}`
      : null,
    question.benchmark?.score != null
      ? `${words.benchmark}: ${formatScore(question.benchmark.score, language)}`
      : null,
  ].filter(Boolean);
  const weighed = weighShare(question.favourable, question.answered);
  return (
    <View style={pdfStyles.question} wrap={false}>
      <Text style={pdfStyles.questionText}>{text}</Text>
      {question.hidden ? (
        <Text style={pdfStyles.hidden}>{hiddenReasonText(language, question.hidden)}</Text>
      ) : (
        <View>
          <DistributionBar question={question} language={language} />
          <Text style={pdfStyles.legend}>{figures.join(' · ')}</Text>
          {weighed?.caution ? (
            <Text style={pdfStyles.caution}>
              {fillWords(words.fewAnswers, {
                count: weighed.count,
                n: weighed.n,
                low: formatShare(weighed.interval.low, language),
                high: formatShare(weighed.interval.high, language),
              })}
            </Text>
          ) : null}
        </View>
      )}
    </View>
  );
}

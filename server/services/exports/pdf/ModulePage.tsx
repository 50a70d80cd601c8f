import { Page, Text } from '@react-pdf/renderer';
import { localizedText } from '../../../../common/localizedText';
import type { QuestionResult, ScoreResult } from '../../../../common/results/types';
import type { Module } from '../../../../common/survey/content';
import type { ReportData } from '../reportData';
import { hiddenReasonText, reportWords } from '../reportWords';
import { PageFooter } from './PageFooter';
import { pdfStyles } from './pdfStyles';
import { QuestionBlock } from './QuestionBlock';
import { ScoreBar } from './ScoreBar';

/** One module of the survey: its score, then a bar per question (and per matrix item). */
export function ModulePage(props: {
  data: ReportData;
  module: Module;
  score: ScoreResult | undefined;
  questions: QuestionResult[];
}) {
  const { data, module, score, questions } = props;
  const { language } = data;
  return (
    <Page size="A4" style={pdfStyles.page}>
      <Text style={pdfStyles.heading}>{localizedText(module.title, language)}</Text>
      {score?.score != null ? (
        <ScoreBar
          label={reportWords(language).score}
          score={score.score}
          benchmark={score.benchmark?.score ?? undefined}
          language={language}
        />
      ) : null}
      {score?.hidden ? (
        <Text style={pdfStyles.hidden}>{hiddenReasonText(language, score.hidden)}</Text>
      ) : null}
      {questions.map((question) => (
        <QuestionBlock key={question.key} question={question} language={language} />
      ))}
      <PageFooter data={data} />
    </Page>
  );
}

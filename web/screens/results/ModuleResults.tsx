import { Stack, Title } from '@mantine/core';
import { localizedText } from '../../../common/localizedText';
import type {
  ActiveFilters,
  Anonymity,
  PeriodIdentifiers,
  QuestionResult,
  ResultsSummary,
  ScoreResult,
} from '../../../common/results/types';
import { useTranslation } from '../../i18n/useTranslation';
import { HiddenNotice } from './HiddenNotice';
import { QuestionCard } from './QuestionCard';
import { ScoreBar } from './ScoreBar';
import { OpenTexts } from './texts/OpenTexts';

export type TextQuestion = NonNullable<ResultsSummary['textQuestions']>[number];

type Props = {
  module: ScoreResult;
  questions: QuestionResult[];
  textQuestions: TextQuestion[];
  anonymity: Anonymity;
  base: string;
  identifiers: PeriodIdentifiers;
  filters: ActiveFilters;
};

const isOpenText = (question: QuestionResult): boolean =>
  question.type === 'text_short' || question.type === 'text_long';

/** The module's open-text questions once each: the summary may list one both as a question and a text question. */
function openTextsOf(questions: QuestionResult[], textQuestions: TextQuestion[]): TextQuestion[] {
  const all = [...questions.filter(isOpenText), ...textQuestions];
  return all.filter(
    (question, index) => all.findIndex((q) => q.questionId === question.questionId) === index,
  );
}

/** A module's score and its questions; open-text questions show their answers and word cloud. */
export function ModuleResults({
  module,
  questions,
  textQuestions,
  anonymity,
  base,
  identifiers,
  filters,
}: Props) {
  const { i18n } = useTranslation();
  const name = localizedText(module.name, i18n.language);
  return (
    <Stack gap="sm" component="section" aria-label={name}>
      <Title order={3}>{name}</Title>
      {module.hidden ? (
        <HiddenNotice reason={module.hidden} anonymity={anonymity} />
      ) : (
        module.score !== null && <ScoreBar label={name} score={module.score} benchmark={module.benchmark} />
      )}
      {questions
        .filter((question) => !isOpenText(question))
        .map((question) => (
          <QuestionCard key={question.key} question={question} anonymity={anonymity} />
        ))}
      {openTextsOf(questions, textQuestions).map((question) => (
        <OpenTexts
          key={question.questionId}
          base={base}
          identifiers={identifiers}
          filters={filters}
          questionId={question.questionId}
          questionText={localizedText(question.text, i18n.language)}
        />
      ))}
    </Stack>
  );
}

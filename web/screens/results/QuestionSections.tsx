import { Stack } from '@mantine/core';
import type {
  ActiveFilters,
  PeriodIdentifiers,
  ResultsSummary,
  ScoreResult,
} from '../../../common/results/types';
import { useTranslation } from '../../i18n/useTranslation';
import { ModuleResults } from './ModuleResults';

type Props = {
  summary: ResultsSummary;
  base: string;
  identifiers: PeriodIdentifiers;
  filters: ActiveFilters;
};

/** The questions module by module, in the survey's order; any question of no listed module comes last. */
export function QuestionSections({ summary, base, identifiers, filters }: Props) {
  const { t } = useTranslation();
  const moduleIds = new Set(summary.modules.map((module) => module.id));
  const texts = summary.textQuestions ?? [];
  const rest = summary.questions.filter((question) => !moduleIds.has(question.moduleId));
  const restTexts = texts.filter((question) => !moduleIds.has(question.moduleId));
  const other: ScoreResult = {
    id: '',
    name: { en: t('results.other_questions') },
    score: null,
    favourable: null,
    hidden: null,
    benchmark: null,
  };
  const sections = [
    ...summary.modules.map((module) => ({
      module,
      questions: summary.questions.filter((question) => question.moduleId === module.id),
      textQuestions: texts.filter((question) => question.moduleId === module.id),
    })),
    ...(rest.length || restTexts.length
      ? [{ module: other, questions: rest, textQuestions: restTexts }]
      : []),
  ];
  return (
    <Stack gap="xl">
      {sections.map(({ module, questions, textQuestions }) => (
        <ModuleResults
          key={module.id}
          module={module}
          questions={questions}
          textQuestions={textQuestions}
          anonymity={summary.info.anonymity}
          base={base}
          identifiers={identifiers}
          filters={filters}
        />
      ))}
    </Stack>
  );
}

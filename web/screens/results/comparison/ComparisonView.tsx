import { Alert, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { localizedText } from '../../../../common/localizedText';
import type { ActiveFilters, ComparisonResult, PeriodIdentifiers } from '../../../../common/results/types';
import { useTranslation } from '../../../i18n/useTranslation';
import { type ChangeRow, ChangeTable } from './ChangeTable';
import { ComparisonSide } from './ComparisonSide';
import { CompoundChange } from './CompoundChange';
import { useComparison } from './useComparison';

type ComparisonViewProps = {
  base: string;
  identifiers: PeriodIdentifiers;
  compareIdentifiers: PeriodIdentifiers;
  filters: ActiveFilters;
  /** The benchmark the opened selection shows; its scores come as a column. */
  benchmarkId: number | null;
};

function rowsOf(result: ComparisonResult, language: string) {
  const pillars: ChangeRow[] = result.pillars.map((pillar) => ({
    ...pillar,
    key: pillar.id,
    label: localizedText(pillar.name, language),
  }));
  const questions: ChangeRow[] = result.questions.map((question) => ({
    ...question,
    label: localizedText(question.text, language),
    detail: question.parentText ? localizedText(question.parentText, language) : undefined,
  }));
  return { pillars, questions };
}

/** Two selections side by side: what changed, by how much, and whether it is likely more than chance. */
export function ComparisonView(props: ComparisonViewProps) {
  const { base, identifiers, compareIdentifiers, filters, benchmarkId } = props;
  const { t, i18n } = useTranslation();
  const comparison = useComparison(base, identifiers, compareIdentifiers, filters, benchmarkId);
  if (comparison.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (comparison.isError) return <Alert color="red">{t('results.compare.load_failed')}</Alert>;
  const result = comparison.data;
  const { pillars, questions } = rowsOf(result, i18n.language);
  const eitherHidden = Boolean(result.left.hidden || result.right.hidden);
  const compound = result.right.compound_score.enabled
    ? result.right.compound_score
    : result.left.compound_score;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ComparisonSide info={result.left} side="before" />
        <ComparisonSide info={result.right} side="after" />
      </SimpleGrid>
      {compound.enabled && <CompoundChange name={compound.name} change={result.compound} />}
      {pillars.length > 0 && (
        <ChangeTable
          caption={t('results.compare.pillars_heading')}
          itemHeading={t('results.compare.column.theme')}
          rows={pillars}
          actOn="pillar"
          benchmark={result.benchmark}
        />
      )}
      {questions.length > 0 ? (
        <ChangeTable
          caption={t('results.compare.questions_heading')}
          itemHeading={t('results.compare.column.item')}
          rows={questions}
          actOn="question"
          benchmark={result.benchmark}
        />
      ) : (
        !eitherHidden && <Text c="dimmed">{t('results.compare.no_shared_questions')}</Text>
      )}
      {result.benchmark && (
        <Text size="sm" c="dimmed">
          {t('results.compare.benchmark_note', { name: localizedText(result.benchmark.name, i18n.language) })}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('results.compare.left_out')}
      </Text>
      <Text size="sm" c="dimmed" data-help="verdicts">
        {t('results.compare.verdict_explained')}
      </Text>
    </Stack>
  );
}

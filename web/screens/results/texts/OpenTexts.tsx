import { Alert, Card, Loader, Stack, Text, Title } from '@mantine/core';
import type { ActiveFilters, HiddenReason, PeriodIdentifiers } from '../../../../common/results/types';
import { useTranslation } from '../../../i18n/useTranslation';
import { AnswerList } from './AnswerList';
import { useOpenTexts } from './useOpenTexts';
import { WordCloud } from './WordCloud';

type OpenTextsProps = {
  base: string;
  identifiers: PeriodIdentifiers;
  filters: ActiveFilters;
  questionId: string;
  questionText: string;
};

function HiddenTexts({ reason, minimum }: { reason: HiddenReason; minimum: number | undefined }) {
  const { t } = useTranslation();
  const text =
    reason === 'too_few_for_text' || reason === 'too_few_respondents'
      ? minimum === undefined
        ? t('results.texts.hidden.too_few')
        : t('results.texts.hidden.too_few_n', { n: minimum })
      : t(`results.texts.hidden.${reason}`);
  return <Alert color="gray">{text}</Alert>;
}

/** An open-text question's results: a word cloud and the answers, shuffled, or why they are hidden. */
export function OpenTexts({ base, identifiers, filters, questionId, questionText }: OpenTextsProps) {
  const { t } = useTranslation();
  const texts = useOpenTexts(base, identifiers, filters, questionId);
  return (
    <Card withBorder padding="md" component="section" aria-label={questionText}>
      <Stack gap="sm">
        <Title order={4}>{questionText}</Title>
        {texts.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : texts.isError ? (
          <Alert color="red">{t('results.texts.load_failed')}</Alert>
        ) : texts.data.hidden ? (
          <HiddenTexts reason={texts.data.hidden} minimum={texts.data.minTextGroup} />
        ) : texts.data.total === 0 ? (
          <Text c="dimmed">{t('results.texts.none')}</Text>
        ) : (
          <>
            <Text fw={500}>{t('results.texts.count', { count: texts.data.total })}</Text>
            <WordCloud words={texts.data.words} />
            <AnswerList answers={texts.data.answers} total={texts.data.total} />
          </>
        )}
      </Stack>
    </Card>
  );
}

import { Alert, Text } from '@mantine/core';
import type { Anonymity, HiddenReason } from '../../../common/results/types';
import { formatDate } from '../../components/periods/periodDates';
import type { TFunction } from '../../i18n/translator';
import { useTranslation } from '../../i18n/useTranslation';

/** Why something is not shown, in plain words with the actual threshold (or when it will be shown). */
export function hiddenReasonText(
  t: TFunction,
  reason: HiddenReason,
  anonymity: Anonymity,
  resultsFrom?: { date: string; language: string } | null,
): string {
  const count = reason === 'too_few_for_text' ? anonymity.minTextGroup : anonymity.minGroup;
  const date = resultsFrom ? formatDate(resultsFrom.date, resultsFrom.language) : '';
  return t(`results.hidden.${reason}`, { count, date });
}

type Props = {
  reason: HiddenReason;
  anonymity: Anonymity;
  /** info.results_from: when results not released yet will be. */
  resultsFrom?: string | null;
  variant?: 'alert' | 'inline';
};

export function HiddenNotice({ reason, anonymity, resultsFrom, variant = 'inline' }: Props) {
  const { t, i18n } = useTranslation();
  const text = hiddenReasonText(
    t,
    reason,
    anonymity,
    resultsFrom ? { date: resultsFrom, language: i18n.language } : null,
  );
  if (variant === 'alert')
    return (
      <Alert color="gray" title={t('results.hidden.title')} data-hidden-reason={reason}>
        {text}
      </Alert>
    );
  return (
    <Text size="sm" c="dimmed" data-hidden-reason={reason}>
      {text}
    </Text>
  );
}

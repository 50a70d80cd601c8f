import { Alert, Text } from '@mantine/core';
import type { Anonymity, HiddenReason } from '../../../common/results/types';
import type { TFunction } from '../../i18n/translator';
import { useTranslation } from '../../i18n/useTranslation';

/** Why something is not shown, in plain words with the actual threshold. */
export function hiddenReasonText(t: TFunction, reason: HiddenReason, anonymity: Anonymity): string {
  const count = reason === 'too_few_for_text' ? anonymity.minTextGroup : anonymity.minGroup;
  return t(`results.hidden.${reason}`, { count });
}

type Props = { reason: HiddenReason; anonymity: Anonymity; variant?: 'alert' | 'inline' };

export function HiddenNotice({ reason, anonymity, variant = 'inline' }: Props) {
  const { t } = useTranslation();
  const text = hiddenReasonText(t, reason, anonymity);
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

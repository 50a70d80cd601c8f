import { Alert } from '@mantine/core';
import { smallGroupSize } from '../../../common/results/statistics';
import type { ResultsInfo } from '../../../common/results/types';
import { useTranslation } from '../../i18n/useTranslation';

/** A caution over the figures of a selection of fewer than ten people (statistics.smallGroupSize). */
export function SmallGroupNotice({ info }: { info: ResultsInfo }) {
  const { t } = useTranslation();
  const count = info.survey_info.respondentOriginCount;
  if (info.hidden !== null || count < 0 || count >= smallGroupSize) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('results.small_group.title', { count })}
      data-caution="group"
    >
      {t('results.small_group.body')}
    </Alert>
  );
}

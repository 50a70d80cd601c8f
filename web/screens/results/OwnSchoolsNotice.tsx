import { Alert } from '@mantine/core';
import { localizedText } from '../../../common/localizedText';
import type { ResultsSummary } from '../../../common/results/types';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * A school's staff on a parent period: only their own school is counted; the other schools come
 * only as the parent's aggregate benchmark, when there are enough of them to stay unrecognisable.
 */
export function OwnSchoolsNotice({ benchmarks }: { benchmarks: ResultsSummary['benchmarks'] }) {
  const { t, i18n } = useTranslation();
  const aggregate = benchmarks.list.find((benchmark) => benchmark.scope === 'parent_period');
  return (
    <Alert color="blue" variant="light" title={t('results.own_schools.title')} data-own-schools-notice>
      {aggregate
        ? t('results.own_schools.with_aggregate', { name: localizedText(aggregate.name, i18n.language) })
        : t('results.own_schools.without_aggregate')}
    </Alert>
  );
}

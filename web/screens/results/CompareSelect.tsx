import { Select } from '@mantine/core';
import type { PeriodIdentifiers } from '../../../common/results/types';
import { useTranslation } from '../../i18n/useTranslation';
import { useResultsPeriods } from '../../queries/results';

type Props = {
  identifiers: PeriodIdentifiers;
  surveyId: number;
  compareId: number | null;
  onChange: (compareId: number | null) => void;
};

/** Another period of the same survey to compare with; nothing when there is none. */
export function CompareSelect({ identifiers, surveyId, compareId, onChange }: Props) {
  const { t } = useTranslation();
  const periods = useResultsPeriods();
  const others = (periods.data ?? []).filter(
    (period) =>
      period.type === identifiers.type && period.survey_id === surveyId && period.id !== identifiers.id,
  );
  if (!others.length) return null;
  return (
    <Select
      label={t('results.compare_select.label')}
      data={[
        { value: 'none', label: t('results.compare_select.none') },
        ...others.map((period) => ({ value: String(period.id), label: period.name })),
      ]}
      value={compareId === null ? 'none' : String(compareId)}
      onChange={(value) => onChange(value && value !== 'none' ? Number(value) : null)}
      w={280}
    />
  );
}

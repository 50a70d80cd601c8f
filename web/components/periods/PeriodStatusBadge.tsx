import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import type { PeriodStatus } from '../../queries/periods';

const colors: Record<PeriodStatus, string> = { upcoming: 'blue', open: 'green', closed: 'gray' };

/** Upcoming, open or closed: follows from the dates and an early close. */
export function PeriodStatusBadge({ status }: { status: PeriodStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light" miw="max-content">
      {t(`survey_periods.status.${status}`)}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import type { ActionStatus } from '../../queries/actionPlans';

const statusColors: Record<ActionStatus, string> = {
  planned: 'gray',
  in_progress: 'blue',
  done: 'green',
  dropped: 'dark',
};

/** An action's status in words, coloured: on the plan page and the public page. */
export function ActionStatusBadge({ status }: { status: ActionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColors[status]} variant="light" style={{ textTransform: 'none' }}>
      {t(`actionPlans.status.${status}`)}
    </Badge>
  );
}

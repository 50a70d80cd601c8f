import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import type { ImportStatus } from '../../queries/imports';

const colors: Record<ImportStatus, string> = {
  uploaded: 'gray',
  previewed: 'blue',
  committing: 'orange',
  committed: 'green',
  failed: 'red',
};

export function ImportStatusBadge({ status, progress }: { status: ImportStatus; progress?: number }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light">
      {t(`imports.status.${status}`)}
      {status === 'committing' && progress !== undefined ? ` ${progress}%` : ''}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import type { ClientDataUploadState } from '../../queries/fileStore';

const colors: Record<ClientDataUploadState, string> = {
  received: 'blue',
  in_work: 'yellow',
  done: 'green',
  refused: 'red',
  withdrawn: 'gray',
};

export function UploadStateBadge({ state }: { state: ClientDataUploadState }) {
  const { t } = useTranslation();
  return (
    // As wide as its word: in a table squeezed on a phone, Mantine's badge shrank and cut "В работе" to "В р…".
    <Badge color={colors[state]} variant="light" data-upload-state={state} miw="max-content">
      {t(`client_uploads.states.${state}`)}
    </Badge>
  );
}

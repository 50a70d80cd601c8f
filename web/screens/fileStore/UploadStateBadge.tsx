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
    <Badge color={colors[state]} variant="light" data-upload-state={state}>
      {t(`client_uploads.states.${state}`)}
    </Badge>
  );
}

import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Connection } from './usePollSaving';

export function SavingStatus({ connection }: { connection: Connection }) {
  const { t } = useTranslation();
  if (connection === 'idle') return <span />;
  return (
    <Text size="xs" c={connection === 'offline' ? 'orange.8' : 'dimmed'} role="status">
      {t(`poll.connection.${connection}`)}
    </Text>
  );
}

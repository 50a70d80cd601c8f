import { useTranslation } from 'react-i18next';
import type { Connection } from './usePollSaving';

export function SavingStatus({ connection }: { connection: Connection }) {
  const { t } = useTranslation();
  if (connection === 'idle') return <span />;
  return (
    <span className={`poll-status${connection === 'offline' ? ' poll-status--offline' : ''}`} role="status">
      {t(`poll.connection.${connection}`)}
    </span>
  );
}

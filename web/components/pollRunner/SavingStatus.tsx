import { usePollTexts } from './pollTexts';
import type { Connection } from './usePollSaving';

export function SavingStatus({ connection }: { connection: Connection }) {
  const { t } = usePollTexts();
  if (connection === 'idle') return <span />;
  return (
    <span className={`poll-status${connection === 'offline' ? ' poll-status--offline' : ''}`} role="status">
      {t(`poll.connection.${connection}`)}
    </span>
  );
}

import { usePollTexts } from './pollTexts';
import type { Connection } from './usePollSaving';

export function SavingStatus({ connection }: { connection: Connection }) {
  const { t } = usePollTexts();
  // The empty slot keeps the actions' columns, so the buttons stand where they will stay.
  if (connection === 'idle') return <span className="poll-status-slot" />;
  return (
    <span className={`poll-status${connection === 'offline' ? ' poll-status--offline' : ''}`} role="status">
      {t(`poll.connection.${connection}`)}
    </span>
  );
}

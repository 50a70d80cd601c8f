import { notifications } from '@mantine/notifications';
import { wantOverlayHosts } from './overlayHosts';

export const noticeHoldMs = 3000;
type NoticeKind = 'info' | 'error' | 'warn';

const colors: Record<NoticeKind, string> = { info: 'blue', error: 'red', warn: 'yellow' };
let counter = 0;

/** Spec §9: notices hold 3000 ms, several at once, top-center; a click dismisses one. */
function show(kind: NoticeKind, message: string, title?: string): string {
  counter += 1;
  // Shown once the notice host is there (it reads the queued notices when it mounts).
  wantOverlayHosts();
  const id = `notice-${counter}`;
  notifications.show({
    id,
    title,
    message,
    color: colors[kind],
    autoClose: noticeHoldMs,
    withCloseButton: true,
    style: { cursor: 'pointer', whiteSpace: 'pre-line' },
    onClick: () => notifications.hide(id),
    'data-notice': kind,
  } as Parameters<typeof notifications.show>[0]);
  return id;
}

export const notice = {
  info: (message: string, title?: string) => show('info', message, title),
  error: (message: string, title?: string) => show('error', message, title),
  warn: (message: string, title?: string) => show('warn', message, title),
};

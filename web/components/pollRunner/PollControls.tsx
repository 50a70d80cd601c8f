import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { usePollTexts } from './pollTexts';
import './poll.css';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { plain?: boolean; busy?: boolean };

/** A button: filled for the way forward, plain for the others; busy shows a spinner and waits. */
export function PollButton({
  plain,
  busy,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={`poll-button${plain ? ' poll-button--plain' : ''}${className ? ` ${className}` : ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className="poll-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

export function PollAlert({ tone, children }: { tone: 'error' | 'warning'; children: ReactNode }) {
  return (
    <div className={`poll-alert poll-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** What a poll screen shows while it loads, announced to screen readers. */
export function PollLoading() {
  const { t } = usePollTexts();
  return (
    <div className="poll poll-loading" role="status">
      <span className="poll-spinner" aria-hidden="true" />
      <span className="poll-visually-hidden">{t('poll.loading')}</span>
    </div>
  );
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.min(Math.max(value, 0), 100));
  return (
    <div
      className="poll-progress"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label={label}
    >
      <span style={{ width: `${percent}%` }} />
    </div>
  );
}

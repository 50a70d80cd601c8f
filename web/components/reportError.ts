import { logError } from '../api/log';
import { i18n } from '../i18n/i18n';
import { notice } from './notices';

/**
 * Spec §8 log helper: the error goes to the server log and the person sees "Sorry, something went
 * wrong." The failures the spec lists as "logged only" call logError instead.
 */
export function reportError(description: string, detail?: unknown): void {
  logError(description, detail);
  notice.error(i18n.t('errors.generic'));
}

/** A failure nothing else caught (an event handler's exception, a promise nobody awaited). */
export function reportUncaughtErrors(target: Window): void {
  target.addEventListener('error', (event) => reportError('Uncaught error', event.error ?? event.message));
  target.addEventListener('unhandledrejection', (event) => reportError('Unhandled rejection', event.reason));
}

import { type ReactNode, useEffect, useRef } from 'react';
import { getToken } from '../../auth/tokenStore';
import { usePollTexts } from './pollTexts';
import './poll.css';
import { formatSchoolDateTime } from '../../../common/schoolDates';

export type PollScreenState = 'upcoming' | 'closed' | 'done' | 'not_found';

/** The clear screens around a poll: not yet open, closed, already filled in, no such poll. */
export function PollStateScreen({
  state,
  opensAt,
  focusHeading,
  children,
}: {
  state: PollScreenState;
  opensAt?: string;
  /** After Submit: the heading takes the focus, so a screen reader reads the thank-you at once. */
  focusHeading?: boolean;
  /** A way on from here (the next pupil's code on a shared device). */
  children?: ReactNode;
}) {
  const { t, language } = usePollTexts();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  const date = opensAt ? formatSchoolDateTime(opensAt, language, 'long') : '';
  return (
    <main className="poll poll-narrow">
      <div className="poll-stack">
        <h1 ref={heading} tabIndex={-1}>
          {t(`poll.states.${state}.title`)}
        </h1>
        <p>{t(`poll.states.${state}.text`, { date })}</p>
        {children && <div className="poll-state-actions">{children}</div>}
        {/* Only a signed-in respondent has a home page: a parent on a public link has none. */}
        {getToken() && (
          <div>
            {/* A full page load: the home page belongs to the main app, not to the light poll page. */}
            <a className="poll-button poll-button--plain" href="/dashboard">
              {t('poll.to_home')}
            </a>
          </div>
        )}
      </div>
    </main>
  );
}

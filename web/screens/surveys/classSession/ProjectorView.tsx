import { CloseButton, Progress } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { type RefObject, useEffect, useRef } from 'react';
import { localizedText } from '../../../../common/localizedText';
import { LinkQrCode } from '../../../components/qr/LinkQrCode';
import { useTranslation } from '../../../i18n/useTranslation';
import type { ClassSession } from '../../../queries/dashboards';
import classes from './ClassSession.module.css';

type Props = {
  view: RefObject<HTMLDivElement | null>;
  session: ClassSession;
  count: Pick<ClassSession, 'finished' | 'expected'>;
  link: string;
  /** Where a pupil holding a printed code types it (origin + /kods), shown only while codes are left. */
  codeAddress: string | null;
  onLeave: () => void;
};

/**
 * The class session on the whole screen, for the classroom projector: the class, the survey's title (what
 * pupils know it by), how many have finished out of how many, and the class link as a QR code as large as
 * the screen allows. Counts only: never an answer or a score.
 */
export function ProjectorView({ view, session, count, link, codeAddress, onLeave }: Props) {
  const { t, i18n } = useTranslation();
  const { width, height } = useViewportSize();
  const leave = useRef<HTMLButtonElement>(null);
  // The view covers the page: the keyboard starts in it, on its way out.
  useEffect(() => leave.current?.focus(), []);
  // Side by side on a landscape screen, one above the other on a portrait one.
  const stacked = width > 0 && width < height;
  const qrSize = Math.max(
    160,
    Math.floor(stacked ? Math.min(width * 0.7, height * 0.4) : Math.min(height * 0.58, width * 0.38)),
  );
  const numberSize = Math.floor(
    stacked ? Math.min(height * 0.12, width * 0.24) : Math.min(height * 0.24, width * 0.14),
  );
  const percent = count.expected > 0 ? Math.min(100, Math.round((count.finished / count.expected) * 100)) : 0;
  return (
    <div
      ref={view}
      className={classes.projector}
      role="dialog"
      aria-modal="true"
      aria-labelledby="projector-class"
      data-projector
    >
      <div className={classes.top}>
        <div>
          <h1 id="projector-class" className={classes.className}>
            {session.class.name}
          </h1>
          <p className={classes.surveyTitle}>{localizedText(session.survey_title, i18n.language)}</p>
        </div>
        <CloseButton
          ref={leave}
          size="xl"
          onClick={onLeave}
          aria-label={t('dashboards.session.projector_leave')}
        />
      </div>
      <div className={`${classes.body} ${stacked ? classes.stacked : ''}`}>
        <div className={classes.count}>
          <div
            className={classes.number}
            style={{ fontSize: numberSize }}
            data-session-count
            aria-live="polite"
          >
            {count.finished}
            <span className={classes.expected}>{` / ${count.expected}`}</span>
          </div>
          <div className={classes.finishedWord}>
            {t('dashboards.session.finished', { count: count.finished })}
          </div>
          <Progress
            className={classes.bar}
            value={percent}
            size="xl"
            radius="xl"
            color={percent >= 80 ? 'green' : 'blue'}
            aria-label={t('dashboards.session.progress', { percent })}
          />
        </div>
        <div className={classes.link}>
          <LinkQrCode
            link={link}
            size={qrSize}
            label={t('dashboards.session.qr_label', { name: session.class.name })}
          />
          <span>{t('dashboards.session.open_link')}</span>
          <span className={classes.address}>{link}</span>
          {codeAddress && <span>{t('dashboards.session.code_address', { address: codeAddress })}</span>}
        </div>
      </div>
      <p className={classes.privacy}>{t('dashboards.session.privacy')}</p>
    </div>
  );
}

import { useLocation } from 'react-router';
import { RenewPersonalLink } from '../../components/invitations/RenewPersonalLink';
import { MessageScreen } from '../../components/messages/MessageScreen';
import { useTranslation } from '../../i18n/useTranslation';

const mailedExpiredPath = '/mailedurlexpired';

/** One screen for /urlexpired and /mailedurlexpired; the mailed variant says who can send a new link. */
export function ExpiredLinkScreen() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const mailed = pathname.replace(/\/+$/, '') === mailedExpiredPath;
  // An expired personal survey link (invitation campaigns) brings its token: offer a fresh one.
  const surveyLink = mailed ? new URLSearchParams(search).get('token') : null;
  const paragraphs = [t('pages.expired.text')];
  if (mailed && !surveyLink) paragraphs.push(t('pages.expired.mailed'));
  paragraphs.push(t('pages.expired.password'));
  return (
    <MessageScreen
      tone="warning"
      title={t('pages.expired.title')}
      paragraphs={paragraphs}
      links={[
        { to: '/users/forgot-password', label: t('pages.expired.new_password_link') },
        { to: '/', label: t('common.back_home') },
      ]}
    >
      {surveyLink && <RenewPersonalLink token={surveyLink} />}
    </MessageScreen>
  );
}

import { MessageScreen } from '../../components/messages/MessageScreen';
import { useTranslation } from '../../i18n/useTranslation';

/** Shown when a survey or poll no longer takes answers. */
export function ClosedScreen() {
  const { t } = useTranslation();
  return (
    <MessageScreen
      tone="success"
      title={t('pages.closed.title')}
      paragraphs={[t('pages.closed.thanks'), t('pages.closed.reason'), t('pages.closed.mistake')]}
      links={[
        { to: '/', label: t('common.back_home') },
        { to: '/users/about', label: t('pages.closed.about_link') },
      ]}
    />
  );
}

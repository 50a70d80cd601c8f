import { useTranslation } from '../../i18n/useTranslation';
import { MessageScreen } from './MessageScreen';

/** Shown for an unknown address, and for an organisation page whose slug does not exist. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <MessageScreen
      title={t('pages.not_found.title')}
      paragraphs={[t('pages.not_found.text'), t('pages.not_found.hint')]}
      links={[
        { to: '/', label: t('common.back_home') },
        { to: '/questions', label: t('pages.not_found.questions_link') },
      ]}
    />
  );
}

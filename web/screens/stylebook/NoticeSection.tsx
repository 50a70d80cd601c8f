import { Button, Group } from '@mantine/core';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import { StylebookSection } from './StylebookSection';

/** The three notice kinds, shown top-center for 3 s; a click dismisses one. */
export function NoticeSection() {
  const { t } = useTranslation();
  return (
    <StylebookSection
      id="notices"
      title={t('pages.stylebook.notices.title')}
      intro={t('pages.stylebook.notices.intro')}
    >
      <Group gap="sm">
        <Button
          variant="light"
          onClick={() =>
            notice.info(t('pages.stylebook.notices.info_message'), t('pages.stylebook.notices.info_title'))
          }
        >
          {t('pages.stylebook.notices.info')}
        </Button>
        <Button
          variant="light"
          color="yellow"
          onClick={() =>
            notice.warn(t('pages.stylebook.notices.warn_message'), t('pages.stylebook.notices.warn_title'))
          }
        >
          {t('pages.stylebook.notices.warn')}
        </Button>
        <Button
          variant="light"
          color="red"
          onClick={() =>
            notice.error(t('pages.stylebook.notices.error_message'), t('pages.stylebook.notices.error_title'))
          }
        >
          {t('pages.stylebook.notices.error')}
        </Button>
      </Group>
    </StylebookSection>
  );
}

import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../i18n/useTranslation';

/** What a screen shows while its data loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py={80}>
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

import { Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import { FormStateGallery } from './FormStateGallery';
import { LiveForm } from './LiveForm';
import { StylebookSection } from './StylebookSection';

/** Form states: a gallery of each state, then a working form that reports its own state. */
export function FormStatesSection() {
  const { t } = useTranslation();
  return (
    <StylebookSection
      id="forms"
      title={t('pages.stylebook.forms.title')}
      intro={t('pages.stylebook.forms.intro')}
    >
      <Stack gap="xl">
        <FormStateGallery />
        <LiveForm />
      </Stack>
    </StylebookSection>
  );
}

import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import { DemoLabel, StylebookSection } from './StylebookSection';

const variants = ['filled', 'light', 'outline', 'subtle'] as const;
const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** Button variants, sizes and the disabled and loading states. */
export function ButtonSection() {
  const { t } = useTranslation();
  return (
    <StylebookSection
      id="buttons"
      title={t('pages.stylebook.buttons.title')}
      intro={t('pages.stylebook.buttons.intro')}
    >
      <Stack gap="lg">
        <div>
          <DemoLabel>{t('pages.stylebook.buttons.variants')}</DemoLabel>
          <Group gap="sm">
            {variants.map((variant) => (
              <Button key={variant} variant={variant}>
                {t(`pages.stylebook.buttons.variant.${variant}`)}
              </Button>
            ))}
            <Button color="red">{t('pages.stylebook.buttons.danger')}</Button>
          </Group>
        </div>
        <div>
          <DemoLabel>{t('pages.stylebook.buttons.sizes')}</DemoLabel>
          <Group gap="sm" align="center">
            {sizes.map((size) => (
              <Button key={size} size={size}>
                {t('pages.stylebook.buttons.size', { size })}
              </Button>
            ))}
          </Group>
        </div>
        <div>
          <DemoLabel>{t('pages.stylebook.buttons.states')}</DemoLabel>
          <Group gap="sm">
            <Button disabled>{t('pages.stylebook.buttons.disabled')}</Button>
            <Button variant="outline" disabled>
              {t('pages.stylebook.buttons.disabled')}
            </Button>
            <Button loading loaderProps={{ type: 'dots' }}>
              {t('pages.stylebook.buttons.loading')}
            </Button>
            <Button variant="light" loading>
              {t('pages.stylebook.buttons.loading')}
            </Button>
          </Group>
        </div>
      </Stack>
    </StylebookSection>
  );
}

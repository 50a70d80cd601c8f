import { Badge, Group, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import { DemoLabel, StylebookSection } from './StylebookSection';

const statuses = [
  { key: 'draft', color: 'gray' },
  { key: 'scheduled', color: 'balss' },
  { key: 'open', color: 'green' },
  { key: 'closing', color: 'yellow' },
  { key: 'hidden', color: 'red' },
] as const;
const variants = ['filled', 'light', 'outline', 'dot'] as const;

/** Badges for statuses and labels. */
export function BadgeSection() {
  const { t } = useTranslation();
  return (
    <StylebookSection
      id="badges"
      title={t('pages.stylebook.badges.title')}
      intro={t('pages.stylebook.badges.intro')}
    >
      <Stack gap="lg">
        <div>
          <DemoLabel>{t('pages.stylebook.badges.statuses_label')}</DemoLabel>
          <Group gap="xs">
            {statuses.map((status) => (
              <Badge key={status.key} color={status.color} variant="light">
                {t(`pages.stylebook.badges.statuses.${status.key}`)}
              </Badge>
            ))}
          </Group>
        </div>
        <div>
          <DemoLabel>{t('pages.stylebook.badges.variants_label')}</DemoLabel>
          <Group gap="xs">
            {variants.map((variant) => (
              <Badge key={variant} variant={variant}>
                {t(`pages.stylebook.badges.variant.${variant}`)}
              </Badge>
            ))}
          </Group>
        </div>
      </Stack>
    </StylebookSection>
  );
}

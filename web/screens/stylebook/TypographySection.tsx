import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import { DemoLabel, StylebookSection } from './StylebookSection';

const titleOrders = [1, 2, 3, 4] as const;
const textSizes = ['xl', 'lg', 'md', 'sm', 'xs'] as const;

/** Title orders 1–4 and the text sizes. The samples are not headings of this page. */
export function TypographySection() {
  const { t } = useTranslation();
  return (
    <StylebookSection
      id="typography"
      title={t('pages.stylebook.typography.title')}
      intro={t('pages.stylebook.typography.intro')}
    >
      <DemoLabel>{t('pages.stylebook.typography.titles')}</DemoLabel>
      <Stack gap="sm" mb="xl">
        {titleOrders.map((order) => (
          <Group key={order} gap="md" wrap="nowrap" align="baseline">
            <Text size="xs" c="dimmed" w={80} style={{ flexShrink: 0 }}>
              {t('pages.stylebook.typography.order_label', { order })}
            </Text>
            {/* role="none": a sample of the style, not a heading in this page's outline. */}
            <Title order={order} role="none">
              {t('pages.stylebook.typography.title_sample')}
            </Title>
          </Group>
        ))}
      </Stack>
      <Divider mb="lg" />
      <DemoLabel>{t('pages.stylebook.typography.texts')}</DemoLabel>
      <Stack gap="xs" mb="xl">
        {textSizes.map((size) => (
          <Group key={size} gap="md" wrap="nowrap" align="baseline">
            <Text size="xs" c="dimmed" w={80} style={{ flexShrink: 0 }}>
              {t('pages.stylebook.typography.size_label', { size })}
            </Text>
            <Text size={size}>{t('pages.stylebook.typography.text_sample')}</Text>
          </Group>
        ))}
      </Stack>
      <DemoLabel>{t('pages.stylebook.typography.variants')}</DemoLabel>
      <Stack gap={4}>
        <Text fw={700}>{t('pages.stylebook.typography.bold')}</Text>
        <Text c="dimmed">{t('pages.stylebook.typography.dimmed')}</Text>
        <Text ff="monospace">{t('pages.stylebook.typography.mono')}</Text>
      </Stack>
    </StylebookSection>
  );
}

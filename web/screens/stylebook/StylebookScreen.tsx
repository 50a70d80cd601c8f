import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import { BadgeSection } from './BadgeSection';
import { ButtonSection } from './ButtonSection';
import { ColourSection } from './ColourSection';
import { CopySection } from './CopySection';
import { DialogSection } from './DialogSection';
import { FormStatesSection } from './FormStatesSection';
import { NoticeSection } from './NoticeSection';
import { TableSection } from './TableSection';
import { TypographySection } from './TypographySection';

const contents = [
  'colours',
  'typography',
  'buttons',
  'forms',
  'table',
  'notices',
  'dialogs',
  'badges',
  'copy',
] as const;

/** The Balss design system: the parts every screen is built from. */
export function StylebookScreen() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={{ base: 32, sm: 48 }}>
      <Stack gap={8} mb="xl">
        <Title order={1}>{t('pages.stylebook.title')}</Title>
        <Text size="lg" maw={760}>
          {t('pages.stylebook.lead')}
        </Text>
      </Stack>
      <Group component="nav" aria-label={t('pages.stylebook.contents')} gap="md" mb={48}>
        {contents.map((id) => (
          <Anchor key={id} href={`#${id}`} size="sm">
            {t(`pages.stylebook.${id}.title`)}
          </Anchor>
        ))}
      </Group>
      <Stack gap={64}>
        <ColourSection />
        <TypographySection />
        <ButtonSection />
        <FormStatesSection />
        <TableSection />
        <NoticeSection />
        <DialogSection />
        <BadgeSection />
        <CopySection />
      </Stack>
    </Container>
  );
}

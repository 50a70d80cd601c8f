import { Box, SimpleGrid, Stack, Text, useMantineTheme } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import { inkOn } from '../../theme';
import { StylebookSection } from './StylebookSection';

const palettes = ['balss', 'gray', 'red', 'yellow', 'green'] as const;

function Palette({ name }: { name: (typeof palettes)[number] }) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const shades = theme.colors[name];
  return (
    <Box>
      <Text fw={600} mb={4}>
        {t(`pages.stylebook.colours.names.${name}`)}
      </Text>
      <Text size="sm" c="dimmed" mb="xs">
        {t(`pages.stylebook.colours.use.${name}`)}
      </Text>
      <SimpleGrid cols={{ base: 5, sm: 10 }} spacing={4}>
        {shades.map((hex, index) => (
          <Stack
            key={hex}
            gap={0}
            justify="flex-end"
            h={64}
            p={6}
            bg={`${name}.${index}`}
            c={inkOn(hex)}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            aria-label={t('pages.stylebook.colours.swatch', { name, index, hex })}
            role="img"
          >
            <Text size="xs" fw={700} aria-hidden="true">
              {index}
            </Text>
            <Text size="10px" ff="monospace" aria-hidden="true">
              {hex}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** The theme palettes with their shades and hex values. */
export function ColourSection() {
  const { t } = useTranslation();
  return (
    <StylebookSection
      id="colours"
      title={t('pages.stylebook.colours.title')}
      intro={t('pages.stylebook.colours.intro')}
    >
      <Stack gap="xl">
        {palettes.map((name) => (
          <Palette key={name} name={name} />
        ))}
      </Stack>
    </StylebookSection>
  );
}

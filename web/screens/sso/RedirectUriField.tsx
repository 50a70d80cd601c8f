import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard';
import { useTranslation } from '../../i18n/useTranslation';

/** The callback address the school registers at its provider, with a copy button. */
export function RedirectUriField({ value }: { value: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyToClipboard();
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput label={t('sso.settings.redirect_uri')} value={value} readOnly style={{ flex: 1 }} />
        <Button variant="light" onClick={() => void copy(value)}>
          {copied ? t('sso.settings.copied') : t('sso.settings.copy')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('sso.settings.redirect_uri_help')}
      </Text>
    </Stack>
  );
}

import { Button, Group, TextInput } from '@mantine/core';
import { sendEvent } from '../../api/usageEvents';
import { notice } from '../../components/notices';
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard';
import { useTranslation } from '../../i18n/useTranslation';

type Props = { url: string; label: string; what: 'public_link' | 'class_link' };

/** A link to hand out: shown whole, read-only, with a copy button that says "Copied" for a moment. */
export function CopyLinkField({ url, label, what }: Props) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyToClipboard();
  const handleCopy = () => {
    copy(url)
      .then(() => sendEvent('Survey builder', 'Copied poll link', { link: what }))
      .catch(() => notice.error(t('survey_periods.copy_failed')));
  };
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        readOnly
        value={url}
        aria-label={label}
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1 }}
        miw={200}
        size="xs"
      />
      <Button
        size="xs"
        variant={copied ? 'filled' : 'light'}
        color={copied ? 'green' : undefined}
        onClick={handleCopy}
        aria-label={t('survey_periods.copy_label', { what: label })}
      >
        {copied ? t('common.copied') : t('common.copy')}
      </Button>
    </Group>
  );
}

import { Button, Group, TextInput } from '@mantine/core';
import { notice } from '../../components/notices';
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard';
import { useTranslation } from '../../i18n/useTranslation';
import { StylebookSection } from './StylebookSection';

const sampleLink = 'https://balss.lv/demo-school';

/** Copy to clipboard: the button says "Copied" for one second. */
export function CopySection() {
  const { t } = useTranslation();
  const { copied, copy } = useCopyToClipboard();
  const onCopy = () => {
    copy(sampleLink).catch(() => notice.error(t('pages.stylebook.copy.failed')));
  };
  return (
    <StylebookSection
      id="copy"
      title={t('pages.stylebook.copy.title')}
      intro={t('pages.stylebook.copy.intro')}
    >
      <Group gap="sm" align="flex-end" maw={560}>
        <TextInput
          label={t('pages.stylebook.copy.label')}
          value={sampleLink}
          readOnly
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button
          onClick={onCopy}
          color={copied ? 'green' : undefined}
          variant={copied ? 'light' : 'filled'}
          w={130}
        >
          {copied ? t('common.copied') : t('common.copy')}
        </Button>
      </Group>
    </StylebookSection>
  );
}

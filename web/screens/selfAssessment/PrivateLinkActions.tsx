import { Alert, Button, Group } from '@mantine/core';
import { notice } from '../../components/notices';
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard';
import { useTranslation } from '../../i18n/useTranslation';
import { privateResultsLink } from './selfAssessmentPaths';

/** Copy the private link (whoever has it sees the results) and print. */
export function PrivateLinkActions({ id }: { id: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyToClipboard();
  const handleCopy = () =>
    copy(privateResultsLink(id)).catch(() => notice.error(t('self_assessment.results.copy_failed')));
  return (
    <Alert color="blue" variant="light" title={t('self_assessment.results.link_title')}>
      {t('self_assessment.results.link_note')}
      <Group mt="sm" gap="sm">
        <Button size="sm" onClick={handleCopy} color={copied ? 'teal' : undefined}>
          {copied ? t('self_assessment.results.copied') : t('self_assessment.results.copy_link')}
        </Button>
        <Button size="sm" variant="default" onClick={() => window.print()}>
          {t('self_assessment.results.print')}
        </Button>
      </Group>
    </Alert>
  );
}

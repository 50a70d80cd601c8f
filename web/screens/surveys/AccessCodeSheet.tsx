import { Alert, Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { createPortal } from 'react-dom';
import { sendEvent } from '../../api/usageEvents';
import { Dialog } from '../../components/Dialog';
import { notice } from '../../components/notices';
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard';
import { useTranslation } from '../../i18n/useTranslation';
import classes from './AccessCodeSheet.module.css';
import { AccessCodeSlips, type SlipContent } from './AccessCodeSlips';

type Props = SlipContent & { onClose: () => void };

/**
 * The codes just made, shown this once: a preview of the cut-out slips, print and copy. When printed,
 * only the slips (a copy kept outside the app's layout) reach the paper.
 */
export function AccessCodeSheet({ onClose, ...slips }: Props) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyToClipboard();
  const handlePrint = () => {
    sendEvent('Survey builder', 'Printed access codes', { count: slips.codes.length });
    window.print();
  };
  const handleCopy = () => {
    copy(slips.codes.join('\n')).catch(() => notice.error(t('survey_periods.copy_failed')));
  };
  return (
    <>
      <Dialog
        opened
        onClose={onClose}
        size="xl"
        title={t('survey_periods.sheet.title', { count: slips.codes.length, name: slips.className })}
        scrollAreaComponent={ScrollArea.Autosize}
      >
        <Stack>
          <Alert color="yellow">{t('survey_periods.sheet.once')}</Alert>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('survey_periods.sheet.how')}
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={handleCopy}>
                {copied ? t('common.copied') : t('survey_periods.sheet.copy')}
              </Button>
              <Button onClick={handlePrint}>{t('survey_periods.sheet.print')}</Button>
            </Group>
          </Group>
          <section aria-label={t('survey_periods.sheet.preview')}>
            <AccessCodeSlips {...slips} />
          </section>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('survey_periods.sheet.done')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
      {createPortal(
        <div className={classes.printArea} aria-hidden="true">
          <AccessCodeSlips {...slips} />
        </div>,
        document.body,
      )}
    </>
  );
}

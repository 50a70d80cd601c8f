import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { confirm } from '../../components/confirm';
import { Dialog } from '../../components/Dialog';
import { useTranslation } from '../../i18n/useTranslation';
import { DemoLabel, StylebookSection } from './StylebookSection';

function ConfirmDemo() {
  const { t } = useTranslation();
  const [result, setResult] = useState<boolean | null>(null);
  const ask = async (danger: boolean) => {
    const accepted = await confirm({
      title: t(danger ? 'pages.stylebook.dialogs.delete_title' : 'pages.stylebook.dialogs.confirm_title'),
      message: t(
        danger ? 'pages.stylebook.dialogs.delete_message' : 'pages.stylebook.dialogs.confirm_message',
      ),
      confirmLabel: t(
        danger ? 'pages.stylebook.dialogs.delete_confirm' : 'pages.stylebook.dialogs.confirm_confirm',
      ),
      cancelLabel: t('common.cancel'),
      danger,
    });
    setResult(accepted);
  };
  return (
    <div>
      <DemoLabel>{t('pages.stylebook.dialogs.confirm_label')}</DemoLabel>
      <Group gap="sm" mb="xs">
        <Button variant="outline" onClick={() => void ask(false)}>
          {t('pages.stylebook.dialogs.confirm_button')}
        </Button>
        <Button variant="outline" color="red" onClick={() => void ask(true)}>
          {t('pages.stylebook.dialogs.delete_button')}
        </Button>
      </Group>
      <Text size="sm" aria-live="polite">
        {t('pages.stylebook.dialogs.result')}{' '}
        <Code data-testid="confirm-result">{result === null ? '—' : String(result)}</Code>
      </Text>
    </div>
  );
}

/** A Mantine Modal and the promise-based confirm helper. */
export function DialogSection() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <StylebookSection
      id="dialogs"
      title={t('pages.stylebook.dialogs.title')}
      intro={t('pages.stylebook.dialogs.intro')}
    >
      <Stack gap="lg">
        <div>
          <DemoLabel>{t('pages.stylebook.dialogs.modal_label')}</DemoLabel>
          <Button onClick={open}>{t('pages.stylebook.dialogs.open_modal')}</Button>
          <Dialog opened={opened} onClose={close} title={t('pages.stylebook.dialogs.modal_title')} centered>
            <Text size="sm" mb="lg">
              {t('pages.stylebook.dialogs.modal_text')}
            </Text>
            <Group justify="flex-end">
              <Button onClick={close}>{t('common.ok')}</Button>
            </Group>
          </Dialog>
        </div>
        <ConfirmDemo />
      </Stack>
    </StylebookSection>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { useTranslation } from '../../i18n/useTranslation';
import type { Blocker } from '../../routing/useBlocker';

type LeaveGuardModalProps = { blocker: Blocker; saveNow: () => Promise<boolean> };

/** Asked when the app would navigate away with changes not saved yet: save and leave, leave, or stay. */
export function LeaveGuardModal({ blocker, saveNow }: LeaveGuardModalProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const isBlocked = blocker.state === 'blocked';

  const handleStay = () => {
    setFailed(false);
    if (blocker.state === 'blocked') blocker.reset();
  };
  const handleLeave = () => {
    setFailed(false);
    if (blocker.state === 'blocked') blocker.proceed();
  };
  const handleSaveAndLeave = async () => {
    setSaving(true);
    const saved = await saveNow();
    setSaving(false);
    if (saved) handleLeave();
    else setFailed(true);
  };

  return (
    <Dialog opened={isBlocked} onClose={handleStay} title={t('survey_builder.leave.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('survey_builder.leave.text')}</Text>
        {failed && (
          <Text size="sm" c="red" role="alert">
            {t('survey_builder.leave.failed')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={handleStay}>
            {t('survey_builder.leave.stay')}
          </Button>
          <Button variant="light" color="red" onClick={handleLeave}>
            {t('survey_builder.leave.discard')}
          </Button>
          {!failed && (
            <Button onClick={handleSaveAndLeave} loading={saving}>
              {t('survey_builder.leave.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </Dialog>
  );
}

import { Button, Group, Text } from '@mantine/core';
import { formatTime } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { useBuilder } from './builderContext';
import { isDirty } from './builderState';

/** "Saving…", "Saved at 14:05", "Unsaved changes" or why saving failed (with a retry). */
export function SaveStatus({ onRetry }: { onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const { state, canEdit } = useBuilder();
  if (!canEdit) return null;
  const time = (iso: string) => formatTime(iso, i18n.language);

  let text: string;
  let color: string | undefined = 'dimmed';
  if (state.saving) text = t('survey_builder.save.saving');
  else if (state.warning?.kind === 'conflict') {
    text = t('survey_builder.save.conflict_short');
    color = 'red';
  } else if (state.warning?.kind === 'failed') {
    return (
      <Group gap="xs" role="status">
        <Text size="sm" c="red" style={{ whiteSpace: 'pre-line' }}>
          {t('survey_builder.save.failed', { message: state.warning.message })}
        </Text>
        <Button size="compact-xs" variant="light" color="red" onClick={onRetry}>
          {t('survey_builder.save.retry')}
        </Button>
      </Group>
    );
  } else if (isDirty(state)) text = t('survey_builder.save.unsaved');
  else if (state.savedAt) text = t('survey_builder.save.saved_at', { time: time(state.savedAt) });
  else text = t('survey_builder.save.saved');
  return (
    <Text size="sm" c={color} role="status" aria-live="polite">
      {text}
    </Text>
  );
}

import { Stack, Text } from '@mantine/core';
import { Dialog } from '../../components/Dialog';
import { formatDateTime } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { useTextHistory } from '../../queries/translationEditor';

/** A text's changes made in the product, newest first. */
export function TextHistoryModal({
  language,
  textKey,
  onClose,
}: {
  language: string;
  textKey: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const history = useTextHistory(language, textKey);
  return (
    <Dialog opened onClose={onClose} title={t('platform_admin.translations.history_of', { key: textKey })}>
      <Stack>
        {history.data?.length === 0 && <Text c="dimmed">{t('platform_admin.translations.no_history')}</Text>}
        {history.data?.map((change) => (
          <Stack key={change.changed_at} gap={2}>
            <Text size="xs" c="dimmed">
              {formatDateTime(change.changed_at, i18n.language)}
              {change.imported_from &&
                ` · ${t('platform_admin.translations.imported_from', { file: change.imported_from })}`}
            </Text>
            <Text size="sm" td="line-through" c="dimmed">
              {change.previous ?? t('platform_admin.translations.was_missing')}
            </Text>
            <Text size="sm">{change.value}</Text>
          </Stack>
        ))}
      </Stack>
    </Dialog>
  );
}

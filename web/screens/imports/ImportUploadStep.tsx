import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import { type ImportRecord, type ImportType, useUploadImport } from '../../queries/imports';
import { ImportFilePicker } from './ImportFilePicker';
import { importColumns } from './importColumns';
import { fieldLabel } from './importLabels';

type ImportUploadStepProps = {
  schoolId: number;
  type: ImportType;
  onUploaded: (record: ImportRecord) => void;
};

/** Step 1: which columns the file needs, then the file itself. */
export function ImportUploadStep({ schoolId, type, onUploaded }: ImportUploadStepProps) {
  const { t } = useTranslation();
  const upload = useUploadImport(schoolId);
  return (
    <Stack>
      <Text>{t(`imports.types.${type}.columns_intro`)}</Text>
      <List size="sm" spacing={4}>
        {importColumns[type].map((column) => (
          <List.Item key={column.key}>
            <Group gap="xs">
              <Text size="sm" fw={500}>
                {fieldLabel(t, column.key)}
              </Text>
              {!column.required && (
                <Badge size="xs" variant="light" color="gray">
                  {t('imports.upload.optional')}
                </Badge>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        {t('imports.upload.formats')}
      </Text>
      <ImportFilePicker
        label={t('imports.upload.file')}
        submitLabel={t('imports.upload.submit')}
        pending={upload.isPending}
        error={upload.error}
        onSubmit={(file) => upload.mutate({ type, file }, { onSuccess: onUploaded })}
      />
    </Stack>
  );
}

import { Alert, Button, FileInput, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { acceptedFiles, maxUploadBytes } from './importColumns';
import { uploadErrorText } from './importLabels';

type ImportFilePickerProps = {
  label: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (file: File) => void;
};

/** Choose a CSV or XLSX file and send it; a file over the limit is refused before it is sent. */
export function ImportFilePicker({ label, submitLabel, pending, error, onSubmit }: ImportFilePickerProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const tooLarge = file !== null && file.size > maxUploadBytes;
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <FileInput
          label={label}
          description={t('imports.upload.file_hint')}
          placeholder={t('imports.upload.choose')}
          accept={acceptedFiles}
          value={file}
          onChange={setFile}
          clearable
          style={{ flex: 1, minWidth: 260 }}
          error={tooLarge ? t('imports.file_problems.too_large') : undefined}
        />
        <Button disabled={!file || tooLarge} loading={pending} onClick={() => file && onSubmit(file)}>
          {submitLabel}
        </Button>
      </Group>
      {error ? (
        <Alert color="red" data-upload-error style={{ whiteSpace: 'pre-line' }}>
          {uploadErrorText(t, error)}
        </Alert>
      ) : null}
    </Stack>
  );
}

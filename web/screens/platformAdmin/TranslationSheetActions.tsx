import { Alert, Button, FileButton, Group, List, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { ApiError, errorText } from '../../api/apiError';
import { useTranslation } from '../../i18n/useTranslation';
import {
  downloadTranslationSheet,
  type TranslationImportSummary,
  useImportTranslationSheet,
} from '../../queries/translationEditor';

/** The file problems the screen words itself (any other shows the server's message). */
const sheetFileProblems = [
  'not_workbook',
  'not_xlsx',
  'too_large',
  'empty',
  'no_rows',
  'workbook_unreadable',
];

/** Export and import of a language's texts as a spreadsheet for translators (key, English, the language, note). */
export function TranslationSheetActions({ language }: { language: string }) {
  const { t } = useTranslation();
  const importSheet = useImportTranslationSheet(language);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const [result, setResult] = useState<TranslationImportSummary | null>(null);
  // Cleared after each choice, so the same file fixed and chosen again is sent again.
  const resetFile = useRef<() => void>(null);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadTranslationSheet(language);
    } catch (error) {
      setDownloadError(error);
    } finally {
      setDownloading(false);
    }
  };
  const upload = (file: File | null) => {
    resetFile.current?.();
    if (!file) return;
    setResult(null);
    importSheet.mutate(file, { onSuccess: setResult });
  };
  const failure = importSheet.error;
  const problems = failure instanceof ApiError ? failure.errors : [];
  const rowProblems = problems.filter((line) => line.startsWith('row '));
  const fileProblem = problems
    .map((line) => /^file: (\w+)$/.exec(line)?.[1])
    .find((code) => code && sheetFileProblems.includes(code));

  return (
    <Stack gap="xs">
      <Group>
        <Button variant="default" loading={downloading} onClick={download}>
          {t('platform_admin.translations.sheet_download')}
        </Button>
        <FileButton
          onChange={upload}
          resetRef={resetFile}
          accept="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,.xlsx"
        >
          {(props) => (
            <Button {...props} variant="default" loading={importSheet.isPending}>
              {t('platform_admin.translations.sheet_upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed">
        {t('platform_admin.translations.sheet_help')}
      </Text>
      {downloadError !== null && <Alert color="red">{errorText(downloadError)}</Alert>}
      {result && (
        <Alert color="green" role="status" title={t('platform_admin.translations.sheet_done')}>
          {t('platform_admin.translations.sheet_summary', {
            changed: result.changed,
            unchanged: result.unchanged,
            empty: result.empty,
          })}
          {result.empty_keys.length > 0 && (
            <Text size="xs" mt={4}>
              {t('platform_admin.translations.sheet_empty_keys', { keys: result.empty_keys.join(', ') })}
            </Text>
          )}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert" title={t('platform_admin.translations.sheet_refused')}>
          {rowProblems.length > 0 ? (
            <List size="sm" spacing={2}>
              {rowProblems.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          ) : fileProblem ? (
            t(`platform_admin.translations.sheet_file.${fileProblem}`)
          ) : (
            errorText(failure)
          )}
        </Alert>
      )}
    </Stack>
  );
}

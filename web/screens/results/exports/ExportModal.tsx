import {
  Alert,
  Button,
  Checkbox,
  Group,
  Progress,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import {
  isLanguageCode,
  orderLanguages,
  type SurveyLanguage,
  supportedLanguages,
} from '../../../../common/languages';
import type { ActiveFilters, PeriodIdentifiers } from '../../../../common/results/types';
import { errorText } from '../../../api/apiError';
import { sendEvent } from '../../../api/usageEvents';
import { Dialog } from '../../../components/Dialog';
import { useTranslation } from '../../../i18n/useTranslation';
import { type ExportKind, useExportStatus, useStartExport } from '../../../queries/resultExports';
import { surveyLanguageName, useSurveyLanguageList } from '../../../queries/surveyLanguages';
import { downloadExport } from './downloadExport';
import { exportEventCategory } from './exportEvents';

export type ExportModalProps = {
  kind: ExportKind;
  identifiers: PeriodIdentifiers;
  filters: ActiveFilters;
  benchmarkId: number | null;
  compareIdentifiers: PeriodIdentifiers | null;
  onClose: () => void;
};

/** Options, start, a progress bar while the server makes the file, then the download. */
export function ExportModal(props: ExportModalProps) {
  const { kind, identifiers, filters, benchmarkId, compareIdentifiers, onClose } = props;
  const { t, i18n } = useTranslation();
  const category = exportEventCategory[kind];
  const languageList = useSurveyLanguageList();
  // The built-in languages, and every language switched on for surveys (a report speaks the survey's language).
  const languages = orderLanguages([...supportedLanguages, ...(languageList ?? []).map((l) => l.code)]);
  const [language, setLanguage] = useState<SurveyLanguage>(
    isLanguageCode(i18n.language) ? i18n.language : 'en',
  );
  const [withComparison, setWithComparison] = useState(true);
  const [withBenchmark, setWithBenchmark] = useState(true);
  const [variant, setVariant] = useState<'full' | 'board'>('full');
  const [comment, setComment] = useState('');
  const [exportId, setExportId] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const start = useStartExport();
  const status = useExportStatus(exportId);
  const current = status.data;
  const isPdf = kind === 'pdf';

  const handleStart = async () => {
    const includeComparison = isPdf && withComparison && compareIdentifiers !== null;
    const board = isPdf && variant === 'board';
    // The period named lets /metrics and results usage count the export for the school whose results they are.
    sendEvent(category, 'start', {
      kind,
      language,
      comparison: includeComparison,
      ...(board ? { variant } : {}),
      type: identifiers.type,
      id: identifiers.id,
    });
    const started = await start
      .mutateAsync({
        kind,
        language,
        request: {
          period_identifiers: identifiers,
          filters,
          benchmarkId: withBenchmark ? benchmarkId : null,
        },
        compare_identifiers: includeComparison ? compareIdentifiers : null,
        ...(board ? { variant, comment: comment.trim() } : {}),
      })
      .catch(() => null);
    if (started) setExportId(started.id);
  };

  const handleDownload = async () => {
    if (!current?.file_name) return;
    sendEvent(category, 'download', { kind, type: identifiers.type, id: identifiers.id });
    setDownloadError(null);
    await downloadExport(current.id, current.file_name).catch(setDownloadError);
  };

  const isWorking = start.isPending || current?.status === 'queued' || current?.status === 'running';
  const error = start.error ?? status.error ?? downloadError;

  return (
    <Dialog
      opened
      onClose={onClose}
      title={t(isPdf ? 'results.exports.pdf_title' : 'results.exports.excel_title')}
    >
      <Stack>
        <Text size="sm">{t(isPdf ? 'results.exports.pdf_explain' : 'results.exports.excel_explain')}</Text>
        <Select
          label={t('results.exports.language')}
          data={languages.map((code) => ({ value: code, label: surveyLanguageName(code, languageList) }))}
          value={language}
          onChange={(value) => value && setLanguage(value)}
          disabled={exportId !== null}
        />
        {isPdf && (
          <Radio.Group
            label={t('results.exports.variant')}
            value={variant}
            onChange={(value) => setVariant(value === 'board' ? 'board' : 'full')}
          >
            <Stack gap={6} mt={4}>
              <Radio value="full" label={t('results.exports.variant_full')} disabled={exportId !== null} />
              <Radio value="board" label={t('results.exports.variant_board')} disabled={exportId !== null} />
            </Stack>
          </Radio.Group>
        )}
        {isPdf && variant === 'board' && (
          <Textarea
            label={t('results.exports.comment')}
            description={t('results.exports.comment_help')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={1500}
            autosize
            minRows={3}
            maxRows={8}
            disabled={exportId !== null}
          />
        )}
        {isPdf && compareIdentifiers && (
          <Checkbox
            label={t('results.exports.include_comparison')}
            checked={withComparison}
            onChange={(event) => setWithComparison(event.currentTarget.checked)}
            disabled={exportId !== null}
          />
        )}
        {benchmarkId !== null && (
          <Checkbox
            label={t('results.exports.include_benchmark')}
            checked={withBenchmark}
            onChange={(event) => setWithBenchmark(event.currentTarget.checked)}
            disabled={exportId !== null}
          />
        )}
        {isWorking && current && (
          <Stack gap={4}>
            <Progress
              value={current.progress}
              animated
              aria-label={t('results.exports.working', { progress: current.progress })}
            />
            <Text size="sm">{t('results.exports.working', { progress: current.progress })}</Text>
          </Stack>
        )}
        {current?.status === 'done' && (
          <Alert color="green">
            {t('results.exports.done')} {t('results.exports.expires')}
          </Alert>
        )}
        {current?.status === 'failed' && <Alert color="red">{t('results.exports.failed')}</Alert>}
        {error ? <Alert color="red">{errorText(error)}</Alert> : null}
        <Group justify="flex-end">
          {current?.status === 'done' ? (
            <Button onClick={handleDownload}>{t('results.exports.download')}</Button>
          ) : (
            <Button
              onClick={handleStart}
              loading={isWorking}
              disabled={exportId !== null && current?.status !== 'failed'}
            >
              {t('results.exports.start')}
            </Button>
          )}
        </Group>
      </Stack>
    </Dialog>
  );
}

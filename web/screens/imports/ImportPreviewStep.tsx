import { Alert, Button, Group, Spoiler, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorText } from '../../api/apiError';
import { useTranslation } from '../../i18n/useTranslation';
import { type ImportRecord, useCommitImport, useReplaceImportFile } from '../../queries/imports';
import { ImportCountsBar } from './ImportCountsBar';
import { ImportFilePicker } from './ImportFilePicker';
import { IssueTable } from './IssueTable';
import type { WizardLinks } from './importPaths';
import { PreviewRowsTable } from './PreviewRowsTable';

type ImportPreviewStepProps = {
  schoolId: number;
  record: ImportRecord;
  links: WizardLinks;
  onReplaced: (record: ImportRecord) => void;
  onCommitted: (record: ImportRecord) => void;
};

/** Step 3: what will happen row by row, every problem, a corrected file, then the commit. */
export function ImportPreviewStep({
  schoolId,
  record,
  links,
  onReplaced,
  onCommitted,
}: ImportPreviewStepProps) {
  const { t } = useTranslation();
  const replace = useReplaceImportFile(schoolId, record.id);
  const commit = useCommitImport(schoolId, record.id);
  const counts = record.counts;
  if (!counts) return null;
  const newClasses = record.preview?.new_classes ?? [];
  return (
    <Stack>
      <ImportCountsBar counts={counts} />
      {record.status === 'failed' && <Alert color="red">{t('imports.preview.failed')}</Alert>}
      {counts.errors > 0 ? (
        <Alert
          color="red"
          title={t('imports.preview.errors_title', { count: counts.errors })}
          data-report="errors"
        >
          {t('imports.preview.errors_text')}
        </Alert>
      ) : (
        <Alert color="green" data-report="ready">
          {counts.valid > 0
            ? t('imports.preview.ready', { count: counts.valid })
            : t('imports.preview.nothing')}
        </Alert>
      )}
      {newClasses.length > 0 && (
        <Alert color="blue" title={t('imports.preview.new_classes_title')}>
          {t('imports.preview.new_classes', { classes: newClasses.join(', ') })}
        </Alert>
      )}
      {record.errors.length > 0 && (
        <>
          <Title order={3} size="h5">
            {t('imports.preview.problems_title')}
          </Title>
          <IssueTable issues={record.errors} kind="errors" />
        </>
      )}
      <Title order={3} size="h5">
        {t('imports.preview.rows_title', { count: record.preview?.rows.length ?? 0, total: counts.rows })}
      </Title>
      <PreviewRowsTable record={record} />
      {record.skipped.length > 0 && (
        <>
          <Title order={3} size="h5">
            {t('imports.preview.skipped_title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('imports.preview.skipped_text')}
          </Text>
          <Spoiler
            maxHeight={220}
            showLabel={t('imports.preview.show_all')}
            hideLabel={t('imports.preview.show_less')}
          >
            <IssueTable issues={record.skipped} kind="skipped" />
          </Spoiler>
        </>
      )}
      <ImportFilePicker
        label={t('imports.preview.replace_file')}
        submitLabel={t('imports.preview.replace_submit')}
        pending={replace.isPending}
        error={replace.error}
        onSubmit={(file) => replace.mutate(file, { onSuccess: onReplaced })}
      />
      {commit.isError && <Alert color="red">{errorText(commit.error)}</Alert>}
      <Group>
        <Button
          color="green"
          disabled={!record.can_commit}
          loading={commit.isPending}
          onClick={() => commit.mutate(undefined, { onSuccess: onCommitted })}
        >
          {t('imports.preview.commit', { count: counts.valid })}
        </Button>
        <Button variant="subtle" component={Link} to={links.section('mapping', record.id)}>
          {t('imports.preview.back_to_mapping')}
        </Button>
      </Group>
    </Stack>
  );
}

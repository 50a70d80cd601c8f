import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ImportRecord, useReplaceImportFile } from '../../queries/imports';
import { ImportCountsBar } from './ImportCountsBar';
import { ImportFilePicker } from './ImportFilePicker';
import { ImportStatusBadge } from './ImportStatusBadge';
import { IssueTable } from './IssueTable';
import { importPaths } from './importPaths';

/** One import record: its file, state, numbers and problems; a new file for it; on to the wizard. */
export function ImportRecordCard({ schoolId, record }: { schoolId: number; record: ImportRecord }) {
  const { t, i18n } = useTranslation();
  const replace = useReplaceImportFile(schoolId, record.id);
  const open = record.status !== 'committed' && record.status !== 'committing';
  const section =
    record.status === 'uploaded' ? 'mapping' : record.status === 'committed' ? 'done' : 'preview';
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack>
        <Group justify="space-between">
          <div>
            <Title order={2} size="h3">
              {record.file_name}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`imports.types.${record.type}.title`)} · {record.file_format.toUpperCase()}
              {record.file_encoding ? ` (${record.file_encoding})` : ''} ·{' '}
              {new Date(record.created_at).toLocaleString(i18n.language)}
            </Text>
          </div>
          <ImportStatusBadge status={record.status} progress={record.progress} />
        </Group>
        {record.counts && <ImportCountsBar counts={record.counts} />}
        {record.status === 'uploaded' && <Alert color="yellow">{t('imports.record.needs_mapping')}</Alert>}
        {record.status === 'failed' && <Alert color="red">{t('imports.preview.failed')}</Alert>}
        {record.errors.length > 0 && <IssueTable issues={record.errors} kind="errors" />}
        {open && (
          <ImportFilePicker
            label={t('imports.preview.replace_file')}
            submitLabel={t('imports.preview.replace_submit')}
            pending={replace.isPending}
            error={replace.error}
            onSubmit={(file) => replace.mutate(file)}
          />
        )}
        <Group>
          <Button component={Link} to={importPaths.wizard(record.type, section, record.id)}>
            {t(open ? 'imports.record.continue' : 'imports.record.open')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

import {
  Alert,
  Anchor,
  Button,
  FileButton,
  FileInput,
  Group,
  Stack,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { apiUrl } from '../../api/endpoint';
import { ResourceListPage } from '../../components/backOffice/ResourceListPage';
import type { ResourceColumn } from '../../components/backOffice/ResourceTable';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type BucketFile,
  bucketFileAccept,
  bucketFileMaxBytes,
  useBucketFiles,
  useDeleteBucketFile,
  useReplaceBucketFile,
  useUploadBucketFile,
} from '../../queries/fileStore';
import { fileProblemText, formatDate, formatSize } from './fileProblems';

/** The address to copy into a page: absolute, so it works pasted anywhere. */
const absoluteUrl = (file: BucketFile) => new URL(apiUrl(file.url), window.location.origin).toString();

function UploadForm() {
  const { t, i18n } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadBucketFile();
  const tooLarge = file !== null && file.size > bucketFileMaxBytes;
  return (
    <Stack gap="sm" component="section" aria-labelledby="bucket-upload-title">
      <Title order={2} size="h3" id="bucket-upload-title">
        {t('file_store.upload_title')}
      </Title>
      <Group align="flex-end">
        <FileInput
          label={t('file_store.file')}
          description={t('file_store.file_hint')}
          placeholder={t('file_store.choose')}
          accept={bucketFileAccept}
          value={file}
          onChange={setFile}
          clearable
          style={{ flex: 1, minWidth: 260 }}
          error={tooLarge ? t('file_store.problems.too_large_store') : undefined}
        />
        <Button
          disabled={!file || tooLarge}
          loading={upload.isPending}
          onClick={() =>
            file &&
            upload.mutate(file, {
              onSuccess: (stored) => {
                setFile(null);
                notice.info(t('file_store.uploaded', { name: stored.name }));
              },
            })
          }
        >
          {t('file_store.upload')}
        </Button>
      </Group>
      {upload.error ? (
        <Alert color="red" data-upload-error style={{ whiteSpace: 'pre-line' }}>
          {fileProblemText(t, upload.error, i18n.language)}
        </Alert>
      ) : null}
    </Stack>
  );
}

function RowActions({ file }: { file: BucketFile }) {
  const { t, i18n } = useTranslation();
  const replace = useReplaceBucketFile();
  const remove = useDeleteBucketFile();
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      <Button
        size="xs"
        variant="default"
        onClick={async () => {
          await navigator.clipboard?.writeText(absoluteUrl(file));
          notice.info(t('file_store.link_copied'));
        }}
      >
        {t('file_store.copy_link')}
      </Button>
      <FileButton
        accept={bucketFileAccept}
        onChange={(next) =>
          next &&
          replace.mutate(
            { id: file.id, file: next },
            {
              onSuccess: () => notice.info(t('file_store.replaced', { name: next.name })),
              onError: (error) => notice.error(fileProblemText(t, error, i18n.language)),
            },
          )
        }
      >
        {(props) => (
          <Button size="xs" variant="default" loading={replace.isPending} {...props}>
            {t('file_store.replace')}
          </Button>
        )}
      </FileButton>
      <Button
        size="xs"
        color="red"
        variant="light"
        loading={remove.isPending}
        onClick={async () => {
          const sure = await confirm({
            message: t('file_store.delete_confirm', { name: file.name }),
            confirmLabel: t('resource_pages.delete'),
            danger: true,
          });
          if (sure) remove.mutate(file.id);
        }}
      >
        {t('resource_pages.delete')}
      </Button>
    </Group>
  );
}

/** /admin/bucket-file: the files (logos, guides, PDFs) pages link to. */
export function BucketFilesScreen() {
  const { t, i18n } = useTranslation();
  const columns: ResourceColumn<BucketFile>[] = [
    {
      key: 'name',
      header: t('file_store.name'),
      cell: (file) => (
        <Anchor href={apiUrl(file.url)} target="_blank" rel="noopener" fw={600}>
          {file.name}
        </Anchor>
      ),
      note: (file) => (file.opens_in_browser ? t('file_store.opens_in_browser') : t('file_store.downloads')),
    },
    { key: 'kind', header: t('file_store.kind'), cell: (file) => file.kind.toUpperCase() },
    {
      key: 'size',
      header: t('file_store.size'),
      cell: (file) => formatSize(file.size, i18n.language),
      align: 'right',
    },
    {
      key: 'updated',
      header: t('file_store.updated'),
      cell: (file) => formatDate(file.updated_at, i18n.language),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('file_store.actions')}</VisuallyHidden>,
      cell: (file) => <RowActions file={file} />,
      align: 'right',
    },
  ];
  return (
    <ResourceListPage
      title={t('file_store.title')}
      intro={t('file_store.intro')}
      useRows={useBucketFiles}
      columns={columns}
      rowKey={(file) => file.id}
      emptyText={t('file_store.empty')}
    >
      <UploadForm />
    </ResourceListPage>
  );
}

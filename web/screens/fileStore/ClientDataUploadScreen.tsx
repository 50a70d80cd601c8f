import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  FileInput,
  Group,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { downloadFile } from '../../api/downloadFile';
import { ResourceTable } from '../../components/backOffice/ResourceTable';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { SchoolRequiredNotice } from '../../components/SchoolRequiredNotice';
import { useSchoolId } from '../../hooks/useSchoolId';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type ClientDataUpload,
  clientDataAccept,
  clientDataMaxBytes,
  schoolUploadFilePath,
  useSchoolUpload,
  useSchoolUploads,
  useSendClientData,
  useWithdrawUpload,
  withdrawableStates,
} from '../../queries/fileStore';
import { fileProblemText, formatDate, formatSize } from './fileProblems';
import { UploadStateBadge } from './UploadStateBadge';

export const clientUploadPath = (id?: number) => (id ? `/client-data-upload/${id}` : '/client-data-upload');
const messageMax = 2000;

function SendForm({ schoolId }: { schoolId: number }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState('');
  const send = useSendClientData(schoolId);
  const tooLarge = file !== null && file.size > clientDataMaxBytes;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="client-upload-send">
      <Stack gap="sm">
        <Title order={2} size="h3" id="client-upload-send">
          {t('client_uploads.send_title')}
        </Title>
        <FileInput
          label={t('client_uploads.file')}
          description={t('client_uploads.file_hint')}
          placeholder={t('file_store.choose')}
          accept={clientDataAccept}
          value={file}
          onChange={setFile}
          clearable
          withAsterisk
          error={tooLarge ? t('file_store.problems.too_large') : undefined}
        />
        <Textarea
          label={t('client_uploads.message')}
          description={t('client_uploads.message_hint')}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={messageMax}
        />
        <Group>
          <Button
            disabled={!file || tooLarge}
            loading={send.isPending}
            onClick={() =>
              file &&
              send.mutate(
                { file, message: message.trim() },
                {
                  onSuccess: (upload) => {
                    notice.info(t('client_uploads.sent'));
                    navigate(clientUploadPath(upload.id));
                  },
                },
              )
            }
          >
            {t('client_uploads.send')}
          </Button>
        </Group>
        {send.error ? (
          <Alert color="red" data-upload-error style={{ whiteSpace: 'pre-line' }}>
            {fileProblemText(t, send.error, i18n.language)}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Takes the upload back while the team has not finished with it, after a confirmation. */
function WithdrawButton({ schoolId, upload }: { schoolId: number; upload: ClientDataUpload }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawUpload(schoolId);
  return (
    <Button
      color="red"
      variant="light"
      loading={withdraw.isPending}
      onClick={async () => {
        const accepted = await confirm({
          message: t('client_uploads.withdraw_confirm', { name: upload.file_name }),
          confirmLabel: t('client_uploads.withdraw'),
          danger: true,
        });
        if (!accepted) return;
        withdraw.mutate(upload.id, {
          onSuccess: () => notice.info(t('client_uploads.withdrawn_notice')),
          onError: (error) => notice.error(errorText(error)),
        });
      }}
    >
      {t('client_uploads.withdraw')}
    </Button>
  );
}

function UploadDetail({ schoolId, id }: { schoolId: number; id: number }) {
  const { t, i18n } = useTranslation();
  const upload = useSchoolUpload(schoolId, id);
  if (upload.isError) return <Alert color="red">{errorText(upload.error)}</Alert>;
  if (!upload.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  const row = upload.data;
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <div>
            <Title order={2} size="h3">
              {row.file_name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('client_uploads.sent_on', { date: formatDate(row.created_at, i18n.language) })} ·{' '}
              {formatSize(row.size, i18n.language)}
              {row.sent_by ? ` · ${row.sent_by}` : ''}
            </Text>
          </div>
          <UploadStateBadge state={row.state} />
        </Group>
        <Text size="sm">{t(`client_uploads.state_explained.${row.state}`)}</Text>
        {row.state === 'refused' && row.refusal_reason && (
          <Alert color="red" title={t('client_uploads.refusal_reason')} data-refusal-reason>
            {row.refusal_reason}
          </Alert>
        )}
        {row.message && (
          <div>
            <Text size="sm" fw={600}>
              {t('client_uploads.message')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {row.message}
            </Text>
          </div>
        )}
        {row.state === 'withdrawn' ? (
          <Text size="sm" c="dimmed" data-upload-withdrawn>
            {t('client_uploads.withdrawn_file', {
              date: formatDate(row.state_changed_at ?? row.created_at, i18n.language),
            })}
          </Text>
        ) : row.file_available ? (
          <Group>
            <Button
              variant="default"
              onClick={() =>
                downloadFile(schoolUploadFilePath(row), row.file_name).catch((error) =>
                  notice.error(errorText(error)),
                )
              }
            >
              {t('client_uploads.download')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('client_uploads.kept_until', { date: formatDate(row.expires_at, i18n.language) })}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('client_uploads.expired', { date: formatDate(row.expires_at, i18n.language) })}
          </Text>
        )}
        {withdrawableStates.includes(row.state) && (
          <Group>
            <WithdrawButton schoolId={schoolId} upload={row} />
            <Text size="sm" c="dimmed">
              {t('client_uploads.withdraw_hint')}
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function UploadList({ schoolId }: { schoolId: number }) {
  const { t, i18n } = useTranslation();
  const uploads = useSchoolUploads(schoolId);
  if (uploads.isError) return <Alert color="red">{errorText(uploads.error)}</Alert>;
  if (!uploads.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (uploads.data.length === 0) return <Text c="dimmed">{t('client_uploads.none_yet')}</Text>;
  return (
    <ResourceTable<ClientDataUpload>
      caption={t('client_uploads.sent_title')}
      rows={uploads.data}
      rowKey={(row) => row.id}
      rowLink={(row) => clientUploadPath(row.id)}
      columns={[
        { key: 'file', header: t('client_uploads.file'), cell: (row) => row.file_name, linked: true },
        {
          key: 'sent',
          header: t('client_uploads.sent_column'),
          cell: (row) => formatDate(row.created_at, i18n.language),
        },
        {
          key: 'state',
          header: t('client_uploads.state'),
          cell: (row) => <UploadStateBadge state={row.state} />,
        },
      ]}
    />
  );
}

/** /client-data-upload/{id?}: a school sends the platform team a data file and follows its state. */
export function ClientDataUploadScreen() {
  const { t } = useTranslation();
  const schoolId = useSchoolId();
  const raw = Number(useParams().id);
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  if (schoolId === null) return <SchoolRequiredNotice />;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {id !== null && (
          <Anchor component={Link} to={clientUploadPath()} size="sm">
            {t('client_uploads.back')}
          </Anchor>
        )}
        <Title order={1}>{t('client_uploads.title')}</Title>
        {id === null ? (
          <>
            <Text c="dimmed">{t('client_uploads.intro')}</Text>
            <SendForm schoolId={schoolId} />
            <Title order={2} size="h3">
              {t('client_uploads.sent_title')}
            </Title>
            <UploadList schoolId={schoolId} />
          </>
        ) : (
          <UploadDetail schoolId={schoolId} id={id} />
        )}
      </Stack>
    </Container>
  );
}

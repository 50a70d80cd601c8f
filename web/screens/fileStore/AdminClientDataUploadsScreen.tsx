import { Alert, Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../api/apiError';
import { downloadFile } from '../../api/downloadFile';
import { ResourceListPage } from '../../components/backOffice/ResourceListPage';
import type { ResourceColumn } from '../../components/backOffice/ResourceTable';
import { useListSearch } from '../../components/backOffice/useListSearch';
import { Dialog } from '../../components/Dialog';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import {
  adminUploadFilePath,
  type ClientDataUpload,
  type ClientDataUploadState,
  clientDataUploadStates,
  teamUploadStates,
  useAdminUploads,
  useSetUploadState,
} from '../../queries/fileStore';
import { formatDate, formatSize } from './fileProblems';
import { UploadStateBadge } from './UploadStateBadge';

function StateModal({ upload, onClose }: { upload: ClientDataUpload; onClose: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<ClientDataUploadState>(upload.state);
  const [reason, setReason] = useState(upload.refusal_reason ?? '');
  const save = useSetUploadState();
  const needsReason = state === 'refused' && !reason.trim();
  return (
    <Dialog
      opened
      onClose={onClose}
      title={t('client_uploads.admin.change_state_of', { name: upload.file_name })}
    >
      <Stack>
        <Select
          label={t('client_uploads.state')}
          data={teamUploadStates.map((value) => ({
            value,
            label: t(`client_uploads.states.${value}`),
          }))}
          value={state}
          onChange={(value) => value && setState(value as ClientDataUploadState)}
        />
        {state === 'refused' && (
          <Textarea
            label={t('client_uploads.refusal_reason')}
            description={t('client_uploads.admin.reason_hint')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            withAsterisk
            autosize
            minRows={2}
            maxLength={1000}
          />
        )}
        {save.error ? <Alert color="red">{errorText(save.error)}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={needsReason}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { id: upload.id, state, refusal_reason: state === 'refused' ? reason.trim() : null },
                {
                  onSuccess: () => {
                    notice.info(t('client_uploads.admin.state_saved'));
                    onClose();
                  },
                },
              )
            }
          >
            {t('client_uploads.admin.save_state')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

/** /admin/client-data-upload: every school's data files to the team; download, and set each one's state. */
export function AdminClientDataUploadsScreen() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<ClientDataUploadState | null>(null);
  const [editing, setEditing] = useState<ClientDataUpload | null>(null);
  // The list page keeps the search in the address; the state filter is this screen's own.
  const { search } = useListSearch();
  const uploads = useAdminUploads(search, state);
  const columns: ResourceColumn<ClientDataUpload>[] = [
    {
      key: 'school',
      header: t('client_uploads.admin.school'),
      cell: (row) => row.school.name,
      note: (row) => row.sent_by,
    },
    {
      key: 'file',
      header: t('client_uploads.file'),
      cell: (row) =>
        row.file_available ? (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() =>
              downloadFile(adminUploadFilePath(row), row.file_name).catch((error) =>
                notice.error(errorText(error)),
              )
            }
          >
            {row.file_name}
          </Button>
        ) : (
          <Text size="sm">{row.file_name}</Text>
        ),
      note: (row) =>
        row.file_available
          ? `${formatSize(row.size, i18n.language)} · ${t('client_uploads.kept_until', { date: formatDate(row.expires_at, i18n.language) })}`
          : t('client_uploads.expired', { date: formatDate(row.expires_at, i18n.language) }),
    },
    {
      key: 'message',
      header: t('client_uploads.message'),
      cell: (row) => (
        <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
          {row.message || '—'}
        </Text>
      ),
    },
    {
      key: 'sent',
      header: t('client_uploads.sent_column'),
      cell: (row) => formatDate(row.created_at, i18n.language),
    },
    {
      key: 'state',
      header: t('client_uploads.state'),
      cell: (row) => <UploadStateBadge state={row.state} />,
      note: (row) => (row.state === 'refused' ? row.refusal_reason : null),
    },
    {
      key: 'change',
      header: t('client_uploads.admin.actions'),
      cell: (row) =>
        row.state === 'withdrawn' ? (
          <Text size="xs" c="dimmed">
            {t('client_uploads.admin.withdrawn_by_school')}
          </Text>
        ) : (
          <Button size="xs" variant="default" onClick={() => setEditing(row)}>
            {t('client_uploads.admin.change_state')}
          </Button>
        ),
    },
  ];
  return (
    <>
      <ResourceListPage
        title={t('client_uploads.admin.title')}
        intro={t('client_uploads.admin.intro')}
        actions={
          <Select
            aria-label={t('client_uploads.state')}
            placeholder={t('client_uploads.admin.any_state')}
            clearable
            data={clientDataUploadStates.map((value) => ({
              value,
              label: t(`client_uploads.states.${value}`),
            }))}
            value={state}
            onChange={(value) => setState(value as ClientDataUploadState | null)}
          />
        }
        useRows={() => uploads}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText={t('client_uploads.admin.empty')}
      />
      {editing && <StateModal upload={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

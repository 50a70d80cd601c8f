import { Alert, Group, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../api/apiError';
import { useTranslation } from '../../i18n/useTranslation';
import { type ImportStatus, type ImportType, importTypes, useAdminImports } from '../../queries/imports';
import { ImportHistoryTable } from './ImportHistoryTable';
import { importPaths } from './importPaths';

const statuses: ImportStatus[] = ['uploaded', 'previewed', 'committing', 'committed', 'failed'];

/** Under the admin import wizard's school picker: every import of every school, filtered by state and type. */
export function AdminImportsList() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ImportStatus | null>(null);
  const [type, setType] = useState<ImportType | null>(null);
  const list = useAdminImports({ status, type });
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('imports.admin.title')}
      </Title>
      <Group>
        <Select
          label={t('imports.history.status')}
          placeholder={t('imports.admin.any')}
          clearable
          data={statuses.map((value) => ({ value, label: t(`imports.status.${value}`) }))}
          value={status}
          onChange={(value) => setStatus(value as ImportStatus | null)}
        />
        <Select
          label={t('imports.history.type')}
          placeholder={t('imports.admin.any')}
          clearable
          data={importTypes.map((value) => ({ value, label: t(`imports.types.${value}.title`) }))}
          value={type}
          onChange={(value) => setType(value as ImportType | null)}
        />
      </Group>
      {list.isError && <Alert color="red">{errorText(list.error)}</Alert>}
      {list.data && (
        <ImportHistoryTable
          imports={list.data}
          showSchool
          hrefFor={(row) =>
            importPaths.adminWizard({
              school: row.organization_id,
              type: row.type,
              section: row.status === 'committed' ? 'done' : 'preview',
              importId: row.id,
            })
          }
        />
      )}
    </Stack>
  );
}

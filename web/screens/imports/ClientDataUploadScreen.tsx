import { Alert, Anchor, Container, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { SchoolRequiredNotice } from '../../components/SchoolRequiredNotice';
import { useSchoolId } from '../../hooks/useSchoolId';
import { type ImportType, importTypes, useImport, useImports, useUploadImport } from '../../queries/imports';
import { ImportFilePicker } from './ImportFilePicker';
import { ImportHistoryTable } from './ImportHistoryTable';
import { ImportRecordCard } from './ImportRecordCard';
import { idFrom, importPaths } from './importPaths';

function NewUpload({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [type, setType] = useState<ImportType>('students');
  const upload = useUploadImport(schoolId);
  return (
    <Stack>
      <Select
        label={t('imports.history.type')}
        data={importTypes.map((value) => ({ value, label: t(`imports.types.${value}.title`) }))}
        value={type}
        allowDeselect={false}
        onChange={(value) => value && setType(value as ImportType)}
        maw={320}
      />
      <ImportFilePicker
        label={t('imports.upload.file')}
        submitLabel={t('imports.upload.submit')}
        pending={upload.isPending}
        error={upload.error}
        onSubmit={(file) =>
          upload.mutate(
            { type, file },
            { onSuccess: (record) => navigate(importPaths.clientDataUpload(record.id)) },
          )
        }
      />
    </Stack>
  );
}

/** /client-data-upload/{id?}: upload a file for an import, or see one import's state and file. */
export function ClientDataUploadScreen() {
  const { t } = useTranslation();
  const schoolId = useSchoolId();
  const id = idFrom(useParams().id);
  const record = useImport(schoolId, id);
  const history = useImports(id === null ? schoolId : null);
  if (schoolId === null) return <SchoolRequiredNotice />;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={importPaths.types} size="sm">
          {t('imports.back_to_types')}
        </Anchor>
        <Title order={1}>{t('imports.client_upload.title')}</Title>
        {id === null ? (
          <>
            <Text c="dimmed">{t('imports.client_upload.intro')}</Text>
            <NewUpload schoolId={schoolId} />
            <Title order={2} size="h3">
              {t('imports.history.title')}
            </Title>
            {history.data && (
              <ImportHistoryTable
                imports={history.data}
                hrefFor={(row) => importPaths.clientDataUpload(row.id)}
              />
            )}
          </>
        ) : (
          <>
            {record.isError && <Alert color="red">{errorText(record.error)}</Alert>}
            {record.data && <ImportRecordCard schoolId={schoolId} record={record.data} />}
          </>
        )}
      </Stack>
    </Container>
  );
}

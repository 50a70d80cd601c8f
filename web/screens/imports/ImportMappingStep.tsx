import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../api/apiError';
import { useTranslation } from '../../i18n/useTranslation';
import { type ImportRecord, useSaveMapping } from '../../queries/imports';
import { fieldLabel } from './importLabels';
import { SampleRowsTable } from './SampleRowsTable';

const notInFile = 'none';

type ImportMappingStepProps = {
  schoolId: number;
  record: ImportRecord;
  onMapped: (record: ImportRecord) => void;
};

/** Step 2: which column of the file holds which field; detected from the headers, changeable. */
export function ImportMappingStep({ schoolId, record, onMapped }: ImportMappingStepProps) {
  const { t } = useTranslation();
  const [mapping, setMapping] = useState(record.mapping);
  const save = useSaveMapping(schoolId, record.id);
  const columns = [
    { value: notInFile, label: t('imports.mapping.not_in_file') },
    ...record.headers.map((header, i) => ({
      value: String(i),
      label: header || t('imports.mapping.column_n', { n: i + 1 }),
    })),
  ];
  const missing = record.fields.filter((field) => field.required && typeof mapping[field.key] !== 'number');
  return (
    <Stack>
      <Text>{t('imports.mapping.intro', { file: record.file_name })}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {record.fields.map((field) => (
          <Select
            key={field.key}
            label={fieldLabel(t, field.key)}
            required={field.required}
            data={columns}
            value={typeof mapping[field.key] === 'number' ? String(mapping[field.key]) : notInFile}
            onChange={(value) =>
              setMapping({ ...mapping, [field.key]: value && value !== notInFile ? Number(value) : null })
            }
            error={
              field.required && typeof mapping[field.key] !== 'number'
                ? t('imports.mapping.required')
                : undefined
            }
          />
        ))}
      </SimpleGrid>
      <Title order={3} size="h5">
        {t('imports.mapping.sample_title')}
      </Title>
      <SampleRowsTable headers={record.headers} rows={record.sample_rows} />
      {save.isError && <Alert color="red">{errorText(save.error)}</Alert>}
      <Group>
        <Button
          disabled={missing.length > 0}
          loading={save.isPending}
          onClick={() => save.mutate(mapping, { onSuccess: onMapped })}
        >
          {t('imports.mapping.continue')}
        </Button>
      </Group>
    </Stack>
  );
}

import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../api/apiError';
import { useTranslation } from '../../i18n/useTranslation';
import { type ImportRecord, type ImportType, useImport } from '../../queries/imports';
import { ImportCommitStep } from './ImportCommitStep';
import { ImportDoneStep } from './ImportDoneStep';
import { ImportMappingStep } from './ImportMappingStep';
import { ImportPreviewStep } from './ImportPreviewStep';
import { ImportStepper } from './ImportStepper';
import { ImportUploadStep } from './ImportUploadStep';
import type { WizardLinks, WizardSection } from './importPaths';

type ImportWizardProps = {
  schoolId: number;
  type: ImportType;
  section: WizardSection;
  importId: number | null;
  links: WizardLinks;
};

/** The section the record allows: a committed import is done, a running one shows its progress. */
function sectionFor(
  asked: WizardSection,
  record: ImportRecord | undefined,
  importId: number | null,
): WizardSection {
  if (importId === null) return 'upload';
  if (!record) return asked;
  if (record.status === 'committed') return 'done';
  if (record.status === 'committing') return 'commit';
  if (record.status === 'uploaded' || asked === 'upload') return 'mapping';
  if (asked === 'commit' || asked === 'done') return 'preview';
  return asked;
}

/** Upload → columns → preview with every problem → commit with progress → done, for one import type. */
export function ImportWizard({ schoolId, type, section, importId, links }: ImportWizardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const record = useImport(schoolId, importId);
  const current = sectionFor(section, record.data, importId);
  const go = (next: WizardSection) => (saved: ImportRecord) => navigate(links.section(next, saved.id));
  const afterFile = (saved: ImportRecord) =>
    navigate(links.section(saved.status === 'uploaded' ? 'mapping' : 'preview', saved.id));
  const afterCommit = (saved: ImportRecord) =>
    navigate(links.section(saved.status === 'committing' ? 'commit' : 'done', saved.id));

  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={links.types} size="sm">
          {t('imports.back_to_types')}
        </Anchor>
        <Title order={1}>{t(`imports.types.${type}.title`)}</Title>
        {record.data && (
          <Text c="dimmed" size="sm">
            {t('imports.file_line', { file: record.data.file_name, count: record.data.row_count })}
          </Text>
        )}
      </div>
      <ImportStepper section={current} />
      {record.isError && <Alert color="red">{errorText(record.error)}</Alert>}
      {current === 'upload' && (
        <ImportUploadStep schoolId={schoolId} type={type} onUploaded={go('mapping')} />
      )}
      {record.data && current === 'mapping' && (
        <ImportMappingStep
          key={record.data.updated_at}
          schoolId={schoolId}
          record={record.data}
          onMapped={go('preview')}
        />
      )}
      {record.data && current === 'preview' && (
        <ImportPreviewStep
          schoolId={schoolId}
          record={record.data}
          links={links}
          onReplaced={afterFile}
          onCommitted={afterCommit}
        />
      )}
      {record.data && current === 'commit' && <ImportCommitStep record={record.data} />}
      {record.data && current === 'done' && <ImportDoneStep record={record.data} links={links} />}
    </Stack>
  );
}

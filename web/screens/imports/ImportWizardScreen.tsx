import { Alert, Container } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { SchoolRequiredNotice } from '../../components/SchoolRequiredNotice';
import { useSchoolId } from '../../hooks/useSchoolId';
import { useTranslation } from '../../i18n/useTranslation';
import { type ImportType, importTypes } from '../../queries/imports';
import { ImportWizard } from './ImportWizard';
import { idFrom, isWizardSection, schoolWizardLinks, schoolYearType } from './importPaths';
import { SchoolYearWizard } from './SchoolYearWizard';

/** /school/import/{type}/{section?}: the wizard of one import type (or the new school year) for the user's school. */
export function ImportWizardScreen() {
  const { t } = useTranslation();
  const { type, section } = useParams();
  const [search] = useSearchParams();
  const schoolId = useSchoolId();
  if (schoolId === null) return <SchoolRequiredNotice />;
  if (type === schoolYearType) {
    return (
      <Container size="lg" py="xl">
        <SchoolYearWizard schoolId={schoolId} />
      </Container>
    );
  }
  if (!(importTypes as readonly string[]).includes(type ?? '')) {
    return (
      <Container size="md" py="xl">
        <Alert color="red">{t('imports.unknown_type')}</Alert>
      </Container>
    );
  }
  const importType = type as ImportType;
  return (
    <Container size="lg" py="xl">
      <ImportWizard
        schoolId={schoolId}
        type={importType}
        section={isWizardSection(section) ? section : 'upload'}
        importId={idFrom(search.get('import'))}
        links={schoolWizardLinks(importType)}
      />
    </Container>
  );
}

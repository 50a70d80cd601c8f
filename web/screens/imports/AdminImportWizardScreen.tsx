import { Container, Stack, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { OrganizationPicker } from '../../components/OrganizationPicker';
import { useTranslation } from '../../i18n/useTranslation';
import { type ImportType, importTypes, useImportOverview } from '../../queries/imports';
import { AdminImportsList } from './AdminImportsScreen';
import { ImportTypeCards } from './ImportTypeCards';
import { ImportWizard } from './ImportWizard';
import { idFrom, importPaths, isWizardSection, type WizardLinks } from './importPaths';

/** /admin/imports/wizard: a super-admin chooses a school, then runs the same wizard for it. */
export function AdminImportWizardScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const school = idFrom(search.get('school'));
  const type = search.get('type');
  const section = search.get('section') ?? undefined;
  const overview = useImportOverview(school);
  const chosenType = (importTypes as readonly string[]).includes(type ?? '') ? (type as ImportType) : null;
  const links: WizardLinks | null =
    school && chosenType
      ? {
          section: (next, importId) =>
            importPaths.adminWizard({
              school,
              type: chosenType,
              section: next,
              importId: importId ?? undefined,
            }),
          types: importPaths.adminWizard({ school }),
        }
      : null;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {!links && (
          <>
            <Title order={1}>{t('imports.admin.wizard')}</Title>
            <OrganizationPicker
              label={t('imports.admin.school')}
              type="school"
              value={school}
              onChange={(id) => navigate(importPaths.adminWizard({ school: id ?? undefined }))}
            />
            {!school && <AdminImportsList />}
            {school && (
              <ImportTypeCards
                overview={overview.data}
                hrefFor={(choice) => importPaths.adminWizard({ school, type: choice })}
              />
            )}
          </>
        )}
        {links && school && chosenType && (
          <ImportWizard
            schoolId={school}
            type={chosenType}
            section={isWizardSection(section) ? section : 'upload'}
            importId={idFrom(search.get('import'))}
            links={links}
          />
        )}
      </Stack>
    </Container>
  );
}

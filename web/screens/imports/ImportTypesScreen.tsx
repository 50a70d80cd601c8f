import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorText } from '../../api/apiError';
import { SchoolRequiredNotice } from '../../components/SchoolRequiredNotice';
import { useSchoolId } from '../../hooks/useSchoolId';
import { useTranslation } from '../../i18n/useTranslation';
import { useImportOverview, useImports } from '../../queries/imports';
import { ImportHistoryTable } from './ImportHistoryTable';
import { ImportTypeCards } from './ImportTypeCards';
import { importPaths } from './importPaths';

/** /school/import-types: what can be imported into the school, the new school year, and past imports. */
export function ImportTypesScreen() {
  const { t } = useTranslation();
  const schoolId = useSchoolId();
  const overview = useImportOverview(schoolId);
  const history = useImports(schoolId);
  if (schoolId === null) return <SchoolRequiredNotice />;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('imports.types_title')}</Title>
          <Text c="dimmed">{t('imports.types_intro')}</Text>
        </div>
        {overview.isError && <Alert color="red">{errorText(overview.error)}</Alert>}
        <ImportTypeCards
          overview={overview.data}
          hrefFor={(type, blocked) => (blocked ? importPaths.prerequisites(type) : importPaths.wizard(type))}
          schoolYearHref={importPaths.schoolYear}
        />
        <Title order={2} size="h3">
          {t('imports.history.title')}
        </Title>
        {history.isError && <Alert color="red">{errorText(history.error)}</Alert>}
        {history.data && (
          <ImportHistoryTable
            imports={history.data}
            hrefFor={(row) =>
              importPaths.wizard(
                row.type,
                row.status === 'committed' ? 'done' : row.status === 'uploaded' ? 'mapping' : 'preview',
                row.id,
              )
            }
          />
        )}
        <Anchor component={Link} to={importPaths.clientDataUpload} size="sm">
          {t('imports.history.upload_link')}
        </Anchor>
      </Stack>
    </Container>
  );
}

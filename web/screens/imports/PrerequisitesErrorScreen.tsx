import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { importPaths } from './importPaths';

/**
 * /school/prerequisites-error: an import needs something the school does not have yet — teachers
 * need classes, parents need students. Says so, and where to get it.
 */
export function PrerequisitesErrorScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const needsStudents = search.get('type') === 'parents';
  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>{t('imports.prerequisites.title')}</Title>
        <Alert color="yellow" data-prerequisite={needsStudents ? 'students' : 'classes'}>
          {t(needsStudents ? 'imports.prerequisites.needs_students' : 'imports.prerequisites.needs_classes')}
        </Alert>
        <Text>{t('imports.prerequisites.how')}</Text>
        <Group>
          <Button component={Link} to={importPaths.wizard('students')}>
            {t('imports.prerequisites.import_students')}
          </Button>
          <Button variant="light" component={Link} to={importPaths.classes}>
            {t('imports.prerequisites.open_classes')}
          </Button>
          <Button variant="subtle" component={Link} to={importPaths.types}>
            {t('imports.back_to_types')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

import { Alert, Button, Group, List, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import type { ImportRecord } from '../../queries/imports';
import type { WizardLinks } from './importPaths';

/** Step 5: what the import did. */
export function ImportDoneStep({ record, links }: { record: ImportRecord; links: WizardLinks }) {
  const { t } = useTranslation();
  const counts = record.counts;
  return (
    <Stack>
      <Alert color="green" title={t('imports.done.title')} data-import-done>
        <List size="sm">
          <List.Item>{t(`imports.done.created_${record.type}`, { count: counts?.created ?? 0 })}</List.Item>
          {(counts?.linked ?? 0) > 0 && (
            <List.Item>{t('imports.done.linked', { count: counts?.linked })}</List.Item>
          )}
          {(counts?.new_classes ?? 0) > 0 && (
            <List.Item>{t('imports.done.new_classes', { count: counts?.new_classes })}</List.Item>
          )}
          {(counts?.skipped ?? 0) > 0 && (
            <List.Item>{t('imports.done.skipped', { count: counts?.skipped })}</List.Item>
          )}
        </List>
      </Alert>
      <Group>
        <Button component={Link} to={links.types}>
          {t('imports.done.another')}
        </Button>
        {links.classes && (
          <Button variant="light" component={Link} to={links.classes}>
            {t('imports.done.classes')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

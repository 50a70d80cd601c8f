import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { ParentPeriodPreview } from '../../../../common/parentPeriodPreview';
import { useTranslation } from '../../../i18n/useTranslation';

type Props = {
  preview: ParentPeriodPreview;
  launching: boolean;
  onBack: () => void;
  onAddPublicLink: () => void;
  onLaunch: () => void;
};

/**
 * What a parent period would do before it starts: whom it asks at each school, and the schools where it
 * would ask nobody (no parents registered, no classes of the grades), with a public link offered for them.
 */
export function LaunchSummary({ preview, launching, onBack, onAddPublicLink, onLaunch }: Props) {
  const { t } = useTranslation();
  const audience = preview.survey_audience;
  const empty = preview.schools.filter((school) => school.expected === 0);
  return (
    <Stack data-testid="launch-summary">
      <Text>{t('parent_periods.summary.intro', { count: preview.schools.length })}</Text>
      {empty.length > 0 && !preview.public_link && (
        <Alert color="yellow" data-testid="launch-summary-empty">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t(`parent_periods.summary.empty_${audience}`, { count: empty.length })}</Text>
            <Button size="xs" variant="light" onClick={onAddPublicLink}>
              {t('parent_periods.summary.add_public_link')}
            </Button>
          </Stack>
        </Alert>
      )}
      {empty.length > 0 && preview.public_link && (
        <Alert color="blue">{t('parent_periods.summary.public_link_only', { count: empty.length })}</Alert>
      )}
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('parent_periods.school')}</Table.Th>
            <Table.Th ta="right">{t(`parent_periods.summary.asked_${audience}`)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.schools.map((school) => (
            <Table.Tr key={school.id} data-summary-school={school.name}>
              <Table.Td>{school.name}</Table.Td>
              <Table.Td
                ta="right"
                c={school.expected === 0 ? 'red.8' : undefined}
                fw={school.expected ? 400 : 700}
              >
                {school.expected}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          {t('parent_periods.summary.back')}
        </Button>
        <Button onClick={onLaunch} loading={launching}>
          {t('parent_periods.summary.launch', { count: preview.schools.length })}
        </Button>
      </Group>
    </Stack>
  );
}

import { Badge, Group, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import type { SurveyVersionSummary } from '../../queries/surveyList';

/** The published versions, newest first; each is frozen, and periods run one of them. */
export function VersionList({ versions }: { versions: SurveyVersionSummary[] }) {
  const { t, i18n } = useTranslation();
  if (!versions.length) return <Text c="dimmed">{t('survey_builder.versions.none')}</Text>;
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <Table striped aria-label={t('survey_builder.versions.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('survey_builder.versions.number')}</Table.Th>
          <Table.Th>{t('survey_builder.versions.languages')}</Table.Th>
          <Table.Th>{t('survey_builder.versions.questions')}</Table.Th>
          <Table.Th>{t('survey_builder.versions.published')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {versions.map((version) => (
          <Table.Tr key={version.id}>
            <Table.Td>{version.number}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {version.languages.map((code) => (
                  <Badge key={code} size="sm" variant="light">
                    {code.toUpperCase()}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
            <Table.Td>{version.question_count}</Table.Td>
            <Table.Td>{date(version.published_at)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

import { Alert, Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorText } from '../../api/apiError';
import { useFormatDate } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import { useAdminSurveyVersions } from '../../queries/adminSurveys';
import { adminSurveyPaths } from './adminSurveyPaths';

/** Every published version of a survey, each opening its read-only rendering. */
export function SurveyVersionsTab({ surveyId }: { surveyId: number }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const versions = useAdminSurveyVersions(surveyId);
  if (versions.isError) return <Alert color="red">{errorText(versions.error)}</Alert>;
  if (!versions.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (!versions.data.length) return <Text c="dimmed">{t('admin_surveys.versions.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin_surveys.versions.number')}</Table.Th>
            <Table.Th>{t('admin_surveys.versions.published')}</Table.Th>
            <Table.Th>{t('admin_surveys.versions.by')}</Table.Th>
            <Table.Th>{t('admin_surveys.versions.languages')}</Table.Th>
            <Table.Th ta="right">{t('admin_surveys.versions.questions')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.data.map((version) => (
            <Table.Tr key={version.id}>
              <Table.Td>{version.number}</Table.Td>
              <Table.Td>{date(version.published_at)}</Table.Td>
              <Table.Td>{version.published_by ?? '—'}</Table.Td>
              <Table.Td>{version.languages.map((code) => code.toUpperCase()).join(', ')}</Table.Td>
              <Table.Td ta="right">{version.question_count}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={adminSurveyPaths.document(surveyId, version.number)}>
                  {t('admin_surveys.versions.open', { number: version.number })}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

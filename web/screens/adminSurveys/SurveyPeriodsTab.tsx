import { Alert, Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorText } from '../../api/apiError';
import { useFormatDate } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import { useAdminSurveyPeriods } from '../../queries/adminSurveys';
import { adminSurveyPaths } from './adminSurveyPaths';

const statusColors = { upcoming: 'gray', open: 'green', closed: 'blue' } as const;

/** Every period that ran any version of the survey, in every organisation. */
export function SurveyPeriodsTab({ surveyId }: { surveyId: number }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const periods = useAdminSurveyPeriods(surveyId);
  if (periods.isError) return <Alert color="red">{errorText(periods.error)}</Alert>;
  if (!periods.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  return (
    <Stack>
      <Group justify="flex-end">
        <Anchor component={Link} to={adminSurveyPaths.periods(surveyId)}>
          {t('admin_surveys.periods.manage')}
        </Anchor>
      </Group>
      {periods.data.length === 0 ? (
        <Text c="dimmed">{t('admin_surveys.periods.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin_surveys.periods.name')}</Table.Th>
                <Table.Th>{t('admin_surveys.periods.organization')}</Table.Th>
                <Table.Th>{t('admin_surveys.periods.version')}</Table.Th>
                <Table.Th>{t('admin_surveys.periods.dates')}</Table.Th>
                <Table.Th>{t('admin_surveys.periods.status')}</Table.Th>
                <Table.Th ta="right">{t('admin_surveys.periods.finished')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {periods.data.map((period) => (
                <Table.Tr key={period.id}>
                  <Table.Td>
                    {period.name}
                    {period.parent_period_id && (
                      <Text size="xs" c="dimmed">
                        {t('admin_surveys.periods.linked')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{period.organization.name}</Table.Td>
                  <Table.Td>{period.version_number}</Table.Td>
                  <Table.Td>
                    {date(period.starts_at)} – {date(period.closed_at ?? period.ends_at)}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={statusColors[period.status]} variant="light">
                      {t(`admin_surveys.periods.statuses.${period.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">
                    {period.expected_count
                      ? t('admin_surveys.periods.of', {
                          finished: period.finished_count,
                          expected: period.expected_count,
                        })
                      : period.finished_count}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

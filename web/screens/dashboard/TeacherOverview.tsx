import { Anchor, Card, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { localizedText } from '../../../common/localizedText';
import { MyActionTasksCard } from '../../components/actionPlans/MyActionTasksCard';
import { PublishedPlansCard } from '../../components/actionPlans/PublishedPlansCard';
import { ProgressCell } from '../../components/periods/ProgressCell';
import { useSchoolId } from '../../hooks/useSchoolId';
import { useTranslation } from '../../i18n/useTranslation';
import { useTeacherDashboard } from '../../queries/dashboards';
import { resultsPaths } from '../../routing/resultsPaths';
import { MyPolls } from './MyPolls';
import { RunningPeriodsCard } from './RunningPeriodsCard';

/** A teacher's home: polls to fill in, their classes in running periods, their classes' results, their tasks. */
export function TeacherOverview() {
  const { t, i18n } = useTranslation();
  const dashboard = useTeacherDashboard(useSchoolId());
  const data = dashboard.data;
  return (
    <Stack gap="lg">
      <MyPolls />
      {data && data.classes.length > 0 && <RunningPeriodsCard periods={data.running} showOverall={false} />}
      {data && data.classes.length === 0 && <Text c="dimmed">{t('dashboards.teacher.no_classes')}</Text>}
      <MyActionTasksCard />
      {data?.results && (
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="class-results-title">
          <Title order={2} size="h3" id="class-results-title" mb="sm">
            {t('dashboards.teacher.results_title')}
          </Title>
          {data.results.length === 0 ? (
            <Text c="dimmed">{t('dashboards.teacher.no_results')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table>
                <Table.Tbody>
                  {data.results.map((period) => (
                    <Table.Tr key={period.id}>
                      <Table.Td>
                        <Anchor component={Link} to={resultsPaths.school(period.id)}>
                          {period.name}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {localizedText(period.survey_name, i18n.language)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <ProgressCell finished={period.num_finished} expected={period.respondents_expected} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {data.results.some((period) => period.own_classes_only) && (
            <Text size="xs" c="dimmed" mt="xs">
              {t('dashboards.teacher.own_classes_note')}
            </Text>
          )}
        </Card>
      )}
      <PublishedPlansCard />
    </Stack>
  );
}

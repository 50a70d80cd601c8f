import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { localizedText } from '../../../common/localizedText';
import { PeriodStatusBadge } from '../../components/periods/PeriodStatusBadge';
import { ProgressCell } from '../../components/periods/ProgressCell';
import { formatDateRange } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import type { SchoolClass } from '../../queries/classes';
import type { SchoolGroup } from '../../queries/groups';
import type { Period } from '../../queries/periods';
import { surveyPaths } from '../../routing/surveyPaths';
import { audienceSummary } from './audienceText';

type Props = { periods: Period[]; classes: SchoolClass[]; groups: SchoolGroup[] };

/** The school's survey periods, newest first: who is asked, when, status and progress. */
export function PeriodTable({ periods, classes, groups }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('survey_periods.columns.period')}</Table.Th>
            <Table.Th>{t('survey_periods.columns.survey')}</Table.Th>
            <Table.Th>{t('survey_periods.columns.dates')}</Table.Th>
            <Table.Th>{t('survey_periods.columns.status')}</Table.Th>
            <Table.Th>{t('survey_periods.columns.progress')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {periods.map((period) => (
            <Table.Tr key={period.id} data-period={period.id}>
              <Table.Td>
                <Stack gap={2}>
                  <Anchor component={Link} to={surveyPaths.period(period.id)} fw={600}>
                    {period.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {audienceSummary(t, period.audience, period.survey.audience, classes, groups)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>{localizedText(period.survey.title, i18n.language)}</Table.Td>
              <Table.Td>
                {formatDateRange(period.starts_at, period.closed_at ?? period.ends_at, i18n.language)}
              </Table.Td>
              <Table.Td>
                <PeriodStatusBadge status={period.status} />
              </Table.Td>
              <Table.Td>
                <ProgressCell finished={period.progress.finished} expected={period.progress.expected} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

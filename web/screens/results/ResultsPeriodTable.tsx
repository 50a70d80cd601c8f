import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedText } from '../../../common/localizedText';
import type { ResultsPeriod } from '../../../common/results/types';
import { PeriodStatusBadge } from '../../components/periods/PeriodStatusBadge';
import { ProgressCell } from '../../components/periods/ProgressCell';
import { formatDateRange } from '../../components/periods/periodDates';
import { dashboardPathFor } from './resultsPaths';

type Props = { periods: ResultsPeriod[]; area: 'school' | 'organization'; classLabelIsGroups: boolean };

/** Periods with results, newest first, each opening its dashboard. */
export function ResultsPeriodTable({ periods, area, classLabelIsGroups }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('results.list.columns.period')}</Table.Th>
            <Table.Th>{t('results.list.columns.survey')}</Table.Th>
            <Table.Th>{t('results.list.columns.organization')}</Table.Th>
            <Table.Th>{t('results.list.columns.dates')}</Table.Th>
            <Table.Th>{t('results.list.columns.status')}</Table.Th>
            <Table.Th>{t('results.list.columns.responses')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {periods.map((period) => (
            <Table.Tr key={`${period.type}-${period.id}`} data-period={period.id}>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Anchor
                    component={Link}
                    to={dashboardPathFor({ type: period.type, id: period.id }, area)}
                    fw={600}
                  >
                    {period.name}
                  </Anchor>
                  <Group gap={4}>
                    {period.type === 'parent_period' && (
                      <Badge variant="light" color="grape">
                        {t('results.list.parent_period')}
                      </Badge>
                    )}
                    {period.own_classes_only && (
                      <Badge variant="light" color="orange">
                        {t(
                          classLabelIsGroups
                            ? 'results.list.own_groups_only'
                            : 'results.list.own_classes_only',
                        )}
                      </Badge>
                    )}
                  </Group>
                </Stack>
              </Table.Td>
              <Table.Td>{localizedText(period.survey_name, i18n.language)}</Table.Td>
              <Table.Td>
                <Text size="sm">{period.organization_name}</Text>
              </Table.Td>
              <Table.Td>{formatDateRange(period.starts_at, period.ends_at, i18n.language)}</Table.Td>
              <Table.Td>
                <PeriodStatusBadge status={period.status} />
              </Table.Td>
              <Table.Td>
                <ProgressCell finished={period.num_finished} expected={period.respondents_expected} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

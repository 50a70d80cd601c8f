import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ResultsInfo } from '../../../common/results/types';
import { formatDateRange } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { formatCount, formatRate } from './resultsFormat';

/**
 * Survey, period, organisation, dates, respondents of the selection, and the period's finished and
 * response rate, which say so when filters narrow the view (the expected count is the period's only).
 */
export function ResultsHeader({ info, filtered = false }: { info: ResultsInfo; filtered?: boolean }) {
  const { t, i18n } = useTranslation();
  const survey = info.survey_info;
  const count = survey.organization_count ?? survey.organizations.length;
  const organizations =
    count > survey.organizations.length
      ? t('results.header.organization_and_more', {
          name: survey.organization_name,
          count: count - 1,
        })
      : survey.organizations.length > 1
        ? survey.organizations.map((o) => o.name).join(', ')
        : survey.organization_name;
  const facts: [string, string, string][] = [
    [
      'respondents',
      t('results.header.respondents'),
      formatCount(survey.respondentOriginCount, i18n.language),
    ],
    [
      'finished',
      filtered ? t('results.header.finished_period') : t('results.header.finished'),
      t('results.header.finished_of_expected', {
        finished: formatCount(survey.num_finished, i18n.language),
        expected: formatCount(survey.respondentsExpected, i18n.language),
      }),
    ],
    [
      'response_rate',
      filtered ? t('results.header.response_rate_period') : t('results.header.response_rate'),
      formatRate(survey.responseRate, i18n.language),
    ],
  ];
  return (
    <Stack gap="xs" component="header">
      <div>
        <Title order={1}>{survey.survey_name}</Title>
        <Group gap="xs">
          {info.period && (
            <Text fw={500} data-period-name>
              {info.period.name}
            </Text>
          )}
          {info.period && (
            <Badge variant="light" color={info.period.status === 'open' ? 'green' : 'gray'}>
              {t(`survey_periods.status.${info.period.status}`)}
            </Badge>
          )}
        </Group>
        <Text c="dimmed" size="sm">
          {[organizations, formatDateRange(survey.dates.start, survey.dates.end, i18n.language)]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </div>
      <Group component="dl" gap="xl" m={0} style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
        {facts.map(([key, label, value]) => (
          <Stack key={key} gap={0} data-fact={key}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" fw={700} size="lg" m={0}>
              {value}
            </Text>
          </Stack>
        ))}
      </Group>
    </Stack>
  );
}

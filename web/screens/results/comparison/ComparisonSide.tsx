import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { smallGroupSize } from '../../../../common/results/statistics';
import type { ResultsInfo } from '../../../../common/results/types';
import { formatDateRange } from '../../../components/periods/periodDates';
import { useTranslation } from '../../../i18n/useTranslation';
import { hiddenSideText } from './hiddenSideText';

/** One side of a comparison: which period, where, when, and how many answered. */
export function ComparisonSide({ info, side }: { info: ResultsInfo; side: 'before' | 'after' }) {
  const { t, i18n } = useTranslation();
  const survey = info.survey_info;
  const name = info.period?.name ?? survey.survey_name;
  const hidden = hiddenSideText(t, info);
  return (
    <Card withBorder padding="md" component="section" aria-label={`${t(`results.compare.${side}`)}: ${name}`}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
          {t(`results.compare.${side}`)}
        </Text>
        <Title order={3} size="h4">
          {name}
        </Title>
        <Text size="sm">{survey.organization_name}</Text>
        <Text size="sm" c="dimmed">
          {formatDateRange(survey.dates.start, survey.dates.end, i18n.language)}
        </Text>
        <Text size="sm">{t('results.compare.respondents', { count: survey.respondentOriginCount })}</Text>
        {hidden && <Alert color="gray">{hidden}</Alert>}
        {!hidden && survey.respondentOriginCount >= 0 && survey.respondentOriginCount < smallGroupSize && (
          <Text size="sm" c="#9a3a00" data-caution="group">
            {t('results.compare.small_side', { count: survey.respondentOriginCount })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

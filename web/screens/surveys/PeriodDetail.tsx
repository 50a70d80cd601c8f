import { Alert, Anchor, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorText } from '../../api/apiError';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { PageLoader } from '../../components/PageLoader';
import { ExtendPeriodModal } from '../../components/periods/ExtendPeriodModal';
import { PeriodStatusBadge } from '../../components/periods/PeriodStatusBadge';
import { ProgressCell } from '../../components/periods/ProgressCell';
import { endOfDayIso, formatDate } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { schoolPeriodAt, useChangePeriod, useClosePeriod, usePeriodAt } from '../../queries/periods';
import { previewPaths } from '../../routing/previewPaths';
import { surveyPaths } from '../../routing/surveyPaths';
import { PeriodFacts } from './PeriodFacts';
import { PeriodLinks } from './PeriodLinks';
import { PeriodReminders } from './PeriodReminders';
import { useSurveyAccess } from './useSurveyAccess';

type Props = { schoolId: number; periodId: number };

/** One period: progress overall and per class, the links and codes to hand out, close early, extend. */
export function PeriodDetail({ schoolId, periodId }: Props) {
  const { t, i18n } = useTranslation();
  const { canManagePeriods } = useSurveyAccess();
  const at = schoolPeriodAt(schoolId, periodId);
  const period = usePeriodAt(at);
  const change = useChangePeriod(schoolId, periodId);
  const close = useClosePeriod(schoolId, periodId);
  const [extending, setExtending] = useState(false);

  if (period.isPending) return <PageLoader />;
  if (period.isError)
    return (
      <Container size="lg" py="xl">
        <Alert color={period.error instanceof ApiError && period.error.status === 404 ? 'yellow' : 'red'}>
          {period.error instanceof ApiError && period.error.status === 404
            ? t('survey_periods.not_found')
            : t('survey_periods.load_failed')}
        </Alert>
      </Container>
    );

  const data = period.data;
  const isClosed = data.status === 'closed';
  const onError = (error: unknown) => notice.error(errorText(error));

  const handleClose = async () => {
    const sure = await confirm({
      title: t('survey_periods.close.title'),
      message: t('survey_periods.close.confirm', { name: data.name }),
      confirmLabel: t('survey_periods.close.action'),
      cancelLabel: t('common.cancel'),
      danger: true,
    });
    if (!sure) return;
    close.mutate(undefined, {
      onSuccess: () => notice.info(t('survey_periods.close.done', { name: data.name })),
      onError,
    });
  };
  const handleExtend = (endDate: string) =>
    change.mutate(
      { ends_at: endOfDayIso(endDate) },
      {
        onSuccess: (next) => {
          setExtending(false);
          notice.info(t('survey_periods.extend.done', { date: formatDate(next.ends_at, i18n.language) }));
        },
        onError,
      },
    );
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Anchor component={Link} to={surveyPaths.periods} size="sm">
          ← {t('survey_periods.back')}
        </Anchor>
        <Group justify="space-between" align="flex-start">
          <div>
            <Group gap="xs">
              <Title order={1}>{data.name}</Title>
              <PeriodStatusBadge status={data.status} />
              <Badge variant="outline" color="gray">
                {t(`survey_periods.detail.${data.anonymous ? 'anonymous' : 'identified'}`)}
              </Badge>
              <Badge variant="outline" color="gray">
                {t('survey_periods.detail.results_detail', {
                  detail: t(`survey_wizard.results_detail.${data.results_detail ?? 'classes'}.title`),
                })}
              </Badge>
            </Group>
            <PeriodFacts period={data} />
          </div>
          <Group gap="xs">
            <Button component={Link} to={previewPaths.period(data.id)} variant="default">
              {t('preview.open')}
            </Button>
            {canManagePeriods && !data.closed_at && (
              <Button variant="default" onClick={() => setExtending(true)}>
                {t('survey_periods.extend.open')}
              </Button>
            )}
            {canManagePeriods && !isClosed && (
              <Button color="red" variant="light" onClick={handleClose} loading={close.isPending}>
                {t('survey_periods.close.open')}
              </Button>
            )}
          </Group>
        </Group>
        <Paper withBorder p="md" radius="md" maw={420}>
          <Text size="sm" c="dimmed" mb={4}>
            {t('survey_periods.detail.finished')}
          </Text>
          <ProgressCell finished={data.progress.finished} expected={data.progress.expected} size="lg" />
        </Paper>
        {canManagePeriods && !isClosed && <PeriodReminders at={at} />}
        {data.identified_polls > 0 && (
          <Text size="sm">{t('survey_periods.detail.identified', { count: data.identified_polls })}</Text>
        )}
        <PeriodLinks at={at} period={data} canMakeCodes={canManagePeriods && !isClosed} />
      </Stack>
      {extending && (
        <ExtendPeriodModal
          period={data}
          saving={change.isPending}
          onClose={() => setExtending(false)}
          onExtend={handleExtend}
        />
      )}
    </Container>
  );
}

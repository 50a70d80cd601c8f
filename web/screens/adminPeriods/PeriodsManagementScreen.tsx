import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../api/apiError';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { DateField } from '../../components/periods/DateField';
import { addDays, endOfDayIso, toDateInput } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type AttentionPeriod,
  useBulkClosePeriods,
  useBulkExtendPeriods,
  usePeriodsNeedingAttention,
} from '../../queries/adminPeriods';
import { useDocumentTitle } from '../../routing/pageTitle';
import { AdminPeriodsTable } from './AdminPeriodsTable';
import { QueryState } from './QueryState';

function AttentionList({ periods }: { periods: AttentionPeriod[] }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [endDate, setEndDate] = useState(toDateInput(addDays(new Date(), 7)));
  const close = useBulkClosePeriods();
  const extend = useBulkExtendPeriods();
  const reasons = new Map(periods.map((period) => [period.id, period.reasons]));
  const ids = [...selected];
  const onError = (error: unknown) => notice.error(errorText(error));
  const done = () => setSelected(new Set());

  function handleToggle(id: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function handleClose() {
    if (
      !(await confirm({
        message: t('admin_periods.management.close_confirm', { count: ids.length }),
        confirmLabel: t('admin_periods.management.close'),
        danger: true,
      }))
    )
      return;
    close.mutate(ids, {
      onSuccess: (result) => {
        done();
        notice.info(t('admin_periods.management.closed', { count: result.closed }));
      },
      onError,
    });
  }

  async function handleExtend() {
    if (
      !(await confirm({
        message: t('admin_periods.management.extend_confirm', { count: ids.length, date: endDate }),
      }))
    )
      return;
    extend.mutate(
      { periodIds: ids, endsAt: endOfDayIso(endDate) },
      {
        onSuccess: (result) => {
          done();
          notice.info(t('admin_periods.management.extended', { count: result.extended }));
        },
        onError,
      },
    );
  }

  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <Text size="sm">{t('admin_periods.management.selected', { count: ids.length })}</Text>
        <Button
          color="red"
          variant="light"
          disabled={!ids.length}
          loading={close.isPending}
          onClick={handleClose}
        >
          {t('admin_periods.management.close')}
        </Button>
        <DateField
          label={t('admin_periods.management.new_end')}
          value={endDate}
          min={toDateInput(new Date())}
          onChange={setEndDate}
        />
        <Button
          variant="default"
          disabled={!ids.length || !endDate}
          loading={extend.isPending}
          onClick={handleExtend}
        >
          {t('admin_periods.management.extend')}
        </Button>
      </Group>
      <AdminPeriodsTable
        periods={periods}
        selection={{ selected, onToggle: handleToggle }}
        extra={{
          header: t('admin_periods.management.reasons'),
          cell: (period) => (
            <Group gap={4}>
              {(reasons.get(period.id) ?? []).map((reason) => (
                <Badge
                  key={reason}
                  variant="light"
                  color="orange"
                  h="auto"
                  py={2}
                  styles={{ label: { whiteSpace: 'normal' } }}
                >
                  {t(`admin_periods.reason.${reason}`)}
                </Badge>
              ))}
            </Group>
          ),
        }}
      />
    </Stack>
  );
}

/** /admin/survey-periods-management: periods needing a look, closed or extended in bulk. */
export function PeriodsManagementScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin_periods.management.title'));
  const periods = usePeriodsNeedingAttention();
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('admin_periods.management.title')}</Title>
          <Text c="dimmed">{t('admin_periods.management.intro')}</Text>
        </div>
        <QueryState query={periods} isEmpty={(data) => data.length === 0}>
          {(data) => <AttentionList periods={data} />}
        </QueryState>
      </Stack>
    </Container>
  );
}

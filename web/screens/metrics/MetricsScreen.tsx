import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { maxMetricsDays } from '../../../common/metrics/types';
import { ApiError, errorText } from '../../api/apiError';
import { describeFailure } from '../../api/formErrors';
import { useUserState } from '../../auth/userStore';
import { MessageScreen } from '../../components/messages/MessageScreen';
import { OrganizationPicker } from '../../components/OrganizationPicker';
import { DateField, firstRecordedDay } from '../../components/periods/DateField';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import type { TFunction } from '../../i18n/translator';
import { useTranslation } from '../../i18n/useTranslation';
import { type Metrics, useMetrics } from '../../queries/metrics';
import { idParam } from '../../routing/adminPaths';
import { longDay, percent, presetDays, spanFromSearch, spanProblem } from './metricsSpan';

const MetricsCharts = lazy(() => import('./MetricsCharts'));

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card withBorder padding="md" radius="md" data-figure={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} data-figure-value>
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Card>
  );
}

function Figures({ metrics }: { metrics: Metrics }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const { totals } = metrics;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
      <Figure
        label={t('metrics.totals.schools')}
        value={number(totals.schools)}
        detail={t('metrics.totals.active_schools', { count: totals.active_schools })}
      />
      {metrics.scope.kind === 'platform' && (
        <Figure label={t('metrics.totals.organizations')} value={number(totals.organizations)} />
      )}
      <Figure label={t('metrics.totals.periods_running')} value={number(totals.periods_running)} />
      <Figure label={t('metrics.totals.responses')} value={number(totals.responses)} />
      <Figure
        label={t('metrics.totals.response_rate')}
        value={percent(totals.response_rate, i18n.language)}
        detail={t('metrics.totals.rate_detail', {
          finished: number(totals.finished),
          expected: number(totals.expected),
        })}
      />
      <Figure label={t('metrics.totals.opened')} value={number(totals.opened)} />
      <Figure label={t('metrics.totals.exported')} value={number(totals.exported)} />
      <Figure label={t('metrics.totals.shared')} value={number(totals.shared)} />
    </SimpleGrid>
  );
}

function PeriodsTable({ metrics }: { metrics: Metrics }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  if (metrics.periods.length === 0) return <Text c="dimmed">{t('metrics.periods.none')}</Text>;
  return (
    <ResponsiveTable
      caption={t('metrics.periods.caption')}
      minWidth={560}
      rows={metrics.periods}
      rowKey={(period) => period.id}
      columns={[
        {
          key: 'period',
          header: t('metrics.periods.period'),
          cell: (period) => period.name,
          title: true,
        },
        { key: 'school', header: t('metrics.periods.school'), cell: (period) => period.organization_name },
        {
          key: 'answered',
          header: t('metrics.periods.answered'),
          cell: (period) => `${number(period.finished)} / ${number(period.expected)}`,
          align: 'right',
        },
        {
          key: 'rate',
          header: t('metrics.periods.rate'),
          cell: (period) => percent(period.response_rate, i18n.language),
          align: 'right',
        },
      ]}
    />
  );
}

function DaysTable({ metrics }: { metrics: Metrics }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="xs">
      <Group>
        <Button variant="subtle" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? t('metrics.days.hide') : t('metrics.days.show')}
        </Button>
      </Group>
      {open && (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('metrics.days.date')}</Table.Th>
                <Table.Th ta="right">{t('metrics.totals.responses')}</Table.Th>
                <Table.Th ta="right">{t('metrics.totals.opened')}</Table.Th>
                <Table.Th ta="right">{t('metrics.totals.exported')}</Table.Th>
                <Table.Th ta="right">{t('metrics.totals.shared')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {metrics.days.map((day) => (
                <Table.Tr key={day.date}>
                  <Table.Td>{longDay(day.date, i18n.language)}</Table.Td>
                  <Table.Td ta="right">{day.responses}</Table.Td>
                  <Table.Td ta="right">{day.opened}</Table.Td>
                  <Table.Td ta="right">{day.exported}</Table.Td>
                  <Table.Td ta="right">{day.shared}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** New address parameters, keeping the organisation a super-admin chose. */
function withOrganization(params: URLSearchParams, next: Record<string, string>) {
  const organization = params.get('organization_id');
  return organization ? { ...next, organization_id: organization } : next;
}

/** A super-admin's choice: the whole platform, or one organisation with its schools. */
function OrganizationChoice({ metrics }: { metrics: Metrics | undefined }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const chosen = idParam(params.get('organization_id') ?? undefined);
  const choose = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('organization_id');
    else next.set('organization_id', String(id));
    setParams(next, { replace: true });
  };
  const type = metrics?.scope.kind === 'organization' ? metrics.scope.organization_type : 'organization';
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <div style={{ minWidth: 280 }}>
        <OrganizationPicker
          key={`${type}:${chosen}`}
          label={t('metrics.organization_pick')}
          type={type}
          value={chosen}
          onChange={choose}
          required={false}
        />
      </div>
      {chosen !== null && (
        <Button variant="default" onClick={() => choose(null)}>
          {t('metrics.whole_platform')}
        </Button>
      )}
    </Group>
  );
}

/** The span: a quick choice of the last days, or two dates. */
function SpanPicker({ failure }: { failure: unknown }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { span, preset } = spanFromSearch(params);
  const [from, setFrom] = useState(span.from);
  const [to, setTo] = useState(span.to);
  const [problem, setProblem] = useState<string | null>(null);
  const errors = describeFailure(failure, ['from', 'to']);
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap" gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="metrics-span-label">
              {t('metrics.span.label')}
            </Text>
            <SegmentedControl
              aria-labelledby="metrics-span-label"
              value={preset === null ? 'custom' : String(preset)}
              onChange={(value) => {
                if (value === 'custom') return;
                setParams(withOrganization(params, { days: value }), { replace: true });
              }}
              data={[
                ...presetDays.map((days) => ({
                  value: String(days),
                  label: t('metrics.span.last_days', { count: days }),
                })),
                { value: 'custom', label: t('metrics.span.custom'), disabled: true },
              ]}
            />
          </Stack>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const reason = spanProblem(from, to);
              setProblem(reason ? t(`metrics.span.${reason}`, { days: maxMetricsDays }) : null);
              if (!reason) setParams(withOrganization(params, { from, to }), { replace: true });
            }}
            noValidate
          >
            <Group align="flex-end" gap="sm">
              <DateField
                label={t('metrics.span.from')}
                value={from}
                min={firstRecordedDay}
                onChange={setFrom}
                error={errors.fields.from}
              />
              <DateField
                label={t('metrics.span.to')}
                value={to}
                min={firstRecordedDay}
                onChange={setTo}
                error={problem ?? errors.fields.to}
              />
              <Button type="submit" variant="default">
                {t('metrics.span.show')}
              </Button>
            </Group>
          </form>
        </Group>
        <Text size="xs" c="dimmed">
          {t('metrics.span.hint')}
        </Text>
      </Stack>
    </Card>
  );
}

function scopeText(data: Metrics, language: string, t: TFunction): string {
  const days = { from: longDay(data.from, language), to: longDay(data.to, language) };
  if (data.scope.kind === 'platform') return t('metrics.scope_platform', days);
  const key =
    data.scope.organization_type === 'school' ? 'metrics.scope_school' : 'metrics.scope_organization';
  return t(key, { ...days, name: data.scope.name });
}

/** /metrics: the platform for a super-admin, an organisation's schools for its admin (spec §1, §2). */
export function MetricsScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const { span } = spanFromSearch(params);
  const organizationId = idParam(params.get('organization_id') ?? undefined);
  const isSuperAdmin = useUserState().user?.type === 'super_admin';
  const metrics = useMetrics(span, organizationId);
  const refused = metrics.error instanceof ApiError && metrics.error.status === 403;
  if (refused) {
    return (
      <MessageScreen
        title={t('metrics.forbidden_title')}
        paragraphs={[t('metrics.forbidden_text')]}
        links={[{ to: '/dashboard', label: t('metrics.to_dashboard') }]}
        tone="warning"
      />
    );
  }
  const badSpan = metrics.error instanceof ApiError && metrics.error.status === 400;
  const data = metrics.data;
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('metrics.title')}</Title>
          {data && <Text c="dimmed">{scopeText(data, i18n.language, t)}</Text>}
        </Stack>
        {isSuperAdmin && <OrganizationChoice metrics={data} />}
        <SpanPicker key={`${span.from}:${span.to}`} failure={badSpan ? metrics.error : null} />
        {metrics.isError && !badSpan && (
          <Alert color="red" role="alert">
            <Group justify="space-between">
              <Text size="sm">{errorText(metrics.error)}</Text>
              <Button size="xs" variant="white" onClick={() => metrics.refetch()}>
                {t('resource_pages.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        {!data && metrics.isPending && <Skeleton h={240} />}
        {data && (
          <>
            <Figures metrics={data} />
            <Suspense fallback={<Skeleton h={280} />}>
              <MetricsCharts metrics={data} />
            </Suspense>
            <Stack gap="xs">
              <Title order={2} size="h3">
                {t('metrics.periods.title')}
              </Title>
              <PeriodsTable metrics={data} />
            </Stack>
            <DaysTable metrics={data} />
          </>
        )}
      </Stack>
    </Container>
  );
}

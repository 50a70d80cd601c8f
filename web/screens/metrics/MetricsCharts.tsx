import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import type { Metrics } from '../../queries/metrics';
import { percent, shortDay } from './metricsSpan';

function ChartCard({ title, hint, children }: { title: string; hint: string; children: React.ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * The charts of /metrics, loaded on their own (recharts is large) once the figures are on the screen.
 * Each chart is a picture of numbers the page also gives in words and tables, so it is hidden from
 * screen readers.
 */
export default function MetricsCharts({ metrics }: { metrics: Metrics }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const days = metrics.days.map((day) => ({ ...day, label: shortDay(day.date, language) }));
  const number = (value: number) => new Intl.NumberFormat(language).format(value);
  const periods = metrics.periods
    .filter((period) => period.response_rate !== null)
    .map((period) => ({
      label: `${period.organization_name} · ${period.name}`,
      rate: Math.round((period.response_rate ?? 0) * 1000) / 10,
    }));
  return (
    <Stack aria-hidden="true">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ChartCard title={t('metrics.charts.responses')} hint={t('metrics.charts.responses_hint')}>
          <BarChart
            h={240}
            data={days}
            dataKey="label"
            series={[{ name: 'responses', label: t('metrics.totals.responses'), color: 'balss.6' }]}
            valueFormatter={number}
            tickLine="y"
          />
        </ChartCard>
        <ChartCard title={t('metrics.charts.usage')} hint={t('metrics.charts.usage_hint')}>
          <BarChart
            h={240}
            data={days}
            dataKey="label"
            type="stacked"
            series={[
              { name: 'opened', label: t('metrics.totals.opened'), color: 'blue.6' },
              { name: 'exported', label: t('metrics.totals.exported'), color: 'orange.6' },
              { name: 'shared', label: t('metrics.totals.shared'), color: 'teal.6' },
            ]}
            withLegend
            valueFormatter={number}
            tickLine="y"
          />
        </ChartCard>
      </SimpleGrid>
      {periods.length > 0 && (
        <ChartCard title={t('metrics.charts.rates')} hint={t('metrics.charts.rates_hint')}>
          <BarChart
            h={Math.max(160, periods.length * 36)}
            data={periods}
            dataKey="label"
            orientation="vertical"
            series={[{ name: 'rate', label: t('metrics.totals.response_rate'), color: 'balss.6' }]}
            valueFormatter={(value) => percent(value / 100, language)}
            xAxisProps={{ domain: [0, 100] }}
            yAxisProps={{ width: 220 }}
            gridAxis="x"
          />
        </ChartCard>
      )}
    </Stack>
  );
}

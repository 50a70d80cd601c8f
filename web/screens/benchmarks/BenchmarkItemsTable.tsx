import { Anchor, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatScore } from '../../../common/results/numbers';
import { useTranslation } from '../../i18n/useTranslation';
import { type BenchmarkItem, type DefinedBenchmark, useBenchmarkItems } from '../../queries/benchmarks';
import { benchmarkItemPath } from './benchmarkPaths';
import { itemLabel } from './itemLabel';

const share = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${Math.round(value * 100)} %`;

/** The values per theme and question: computed, and where one was entered by hand, that one with its source. */
export function BenchmarkItemsTable({ benchmark }: { benchmark: DefinedBenchmark }) {
  const { t, i18n } = useTranslation();
  const items = useBenchmarkItems(benchmark.id, benchmark.compute_state);
  const labelOf = (item: BenchmarkItem) => itemLabel(item, t, i18n.language);
  const score = (value: number | null | undefined) => formatScore(value, i18n.language);
  return (
    <>
      <Title order={2} size="h4" mt="xl" mb="sm">
        {t('benchmarks.items.title')}
      </Title>
      {!items.data ? (
        <Text c="dimmed">{t('common.loading')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label={t('benchmarks.items.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('benchmarks.items.item')}</Table.Th>
                <Table.Th ta="right">{t('benchmarks.items.computed')}</Table.Th>
                <Table.Th ta="right">{t('benchmarks.items.favourable')}</Table.Th>
                <Table.Th>{t('benchmarks.items.entered')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.data.map((item) => (
                <Table.Tr key={item.key}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={benchmarkItemPath(benchmark.id, item.key)}
                      fw={item.kind === 'question' ? 400 : 600}
                    >
                      {labelOf(item)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{score(item.computed?.score)}</Table.Td>
                  <Table.Td ta="right">{share(item.computed?.favourable)}</Table.Td>
                  <Table.Td>
                    {item.override && (
                      <Text size="sm">
                        {score(item.override.score)} · {item.override.source}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}

import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { localizedText } from '../../../../common/localizedText';
import type { SchoolsView, SchoolsViewFigures, SchoolsViewRow } from '../../../../common/results/schoolsView';
import { bandFor } from '../../../../common/results/scoreBands';
import stickyColumn from '../../../components/tables/stickyColumn.module.css';
import { useTranslation } from '../../../i18n/useTranslation';
import { schoolResultsPath } from '../heatmap/HeatMapSchoolName';
import { formatScore } from '../resultsFormat';

const pick = (figures: SchoolsViewFigures | null, id: string | null) =>
  figures ? (id === null ? figures.overall : (figures.scores[id] ?? null)) : null;

function ScoreCell({ row, id }: { row: SchoolsViewRow; id: string | null }) {
  const { t, i18n } = useTranslation();
  const score = pick(row.current, id);
  const before = pick(row.previous, id);
  if (score === null)
    return (
      <Table.Td ta="center" bg="gray.1">
        —
      </Table.Td>
    );
  const change = before === null ? null : Math.round((score - before) * 10) / 10;
  return (
    <Table.Td ta="center" bg={bandFor(score).colour} c="#1a1a1a">
      <Text fw={600} size="sm">
        {formatScore(score, i18n.language)}
      </Text>
      {change !== null && (
        <Text
          size="xs"
          title={t('results.schools_view.change_since', { period: row.previous?.periodName ?? '' })}
        >
          {change > 0 ? '▲ +' : change < 0 ? '▼ ' : '= '}
          {change.toLocaleString(i18n.language)}
        </Text>
      )}
    </Table.Td>
  );
}

function SchoolLine({ row, view }: { row: SchoolsViewRow; view: SchoolsView }) {
  const { t } = useTranslation();
  const { current } = row;
  return (
    <Table.Tr>
      <Table.Th className={stickyColumn.first} scope="row" fw={500} miw={180}>
        <Anchor component={Link} to={schoolResultsPath(current.periodId)}>
          {row.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {current.periodName}
        </Text>
      </Table.Th>
      <Table.Td ta="right">{current.respondents ?? '—'}</Table.Td>
      <Table.Td ta="right">{current.responseRate === null ? '—' : `${current.responseRate}%`}</Table.Td>
      {current.hidden && current.hidden !== 'not_released' ? (
        <Table.Td colSpan={view.themes.length + 1} bg="gray.2" style={{ borderStyle: 'dashed' }}>
          <Text size="sm">{t(`results.heatmap.hidden.${current.hidden}`)}</Text>
        </Table.Td>
      ) : current.hidden === 'not_released' ? (
        <Table.Td colSpan={view.themes.length + 1} bg="gray.1">
          <Text size="sm">{t('results.heatmap.hidden.not_released')}</Text>
        </Table.Td>
      ) : (
        [null, ...view.themes.map((theme) => theme.id)].map((id) => (
          <ScoreCell key={id ?? 'overall'} row={row} id={id} />
        ))
      )}
    </Table.Tr>
  );
}

/** Schools × themes, coloured as the heat map is, each score with its change since the school's previous term; the benchmark last. */
export function SchoolsViewTable({ view }: { view: SchoolsView }) {
  const { t, i18n } = useTranslation();
  const { benchmark } = view;
  return (
    <Table.ScrollContainer minWidth={420 + view.themes.length * 110}>
      <Table withTableBorder withColumnBorders captionSide="top">
        <Table.Caption style={{ textAlign: 'left', fontWeight: 600 }}>
          {t('results.schools_view.caption')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={stickyColumn.first} scope="col">
              {t('results.heatmap.school')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('results.heatmap.respondents')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('results.schools_view.response_rate')}
            </Table.Th>
            <Table.Th scope="col" ta="center">
              {t('results.schools_view.overall')}
            </Table.Th>
            {view.themes.map((theme) => (
              <Table.Th key={theme.id} scope="col" ta="center">
                {localizedText(theme.name, i18n.language)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.schools.map((row) => (
            <SchoolLine key={row.id} row={row} view={view} />
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={4}>
              {benchmark
                ? `${localizedText(benchmark.name, i18n.language)} (${t('results.schools_view.benchmark_schools', { count: benchmark.schoolCount })})`
                : t('results.schools_view.no_benchmark')}
            </Table.Th>
            {view.themes.map((theme) => {
              const score = benchmark?.scores[theme.id] ?? null;
              return (
                <Table.Td key={theme.id} ta="center" fw={600}>
                  {score === null ? '—' : formatScore(score, i18n.language)}
                </Table.Td>
              );
            })}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Alert, Group, Loader, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { localizedText } from '../../../../common/localizedText';
import { bandFor } from '../../../../common/results/scoreBands';
import type { PeriodIdentifiers } from '../../../../common/results/types';
import stickyColumn from '../../../components/tables/stickyColumn.module.css';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatScore } from '../resultsFormat';
import { HeatMapCards } from './HeatMapCards';
import { HeatMapLegend } from './HeatMapLegend';
import { type HeatMapSchool, HeatMapSchoolName } from './HeatMapSchoolName';
import { heatMapPageSize, useHeatMap } from './useHeatMap';

type HeatMapProps = {
  /** /api/results/v2, or a share link's base. */
  base: string;
  identifiers: PeriodIdentifiers;
  onOpenSchool?: (schoolId: number) => void;
  /** False where the viewer cannot open a school's own results (a share link): names are plain text. */
  linkSchools?: boolean;
};
/** Below this width the table would scroll sideways: each school becomes a card instead. */
const phoneQuery = '(max-width: 37.49em)';

function ScoreCell({ score }: { score: number | null | undefined }) {
  const { i18n } = useTranslation();
  if (score === null || score === undefined) {
    return (
      <Table.Td ta="center" bg="gray.1">
        —
      </Table.Td>
    );
  }
  return (
    <Table.Td ta="center" fw={600} bg={bandFor(score).colour} c="#1a1a1a">
      {formatScore(score, i18n.language)}
    </Table.Td>
  );
}

function SchoolRow({
  school,
  pillarIds,
  onOpenSchool,
  linkSchools,
}: { school: HeatMapSchool; pillarIds: string[] } & Pick<HeatMapProps, 'onOpenSchool' | 'linkSchools'>) {
  const { t } = useTranslation();
  return (
    <Table.Tr style={school.hidden ? { color: 'var(--mantine-color-gray-7)' } : undefined}>
      <Table.Th className={stickyColumn.first} scope="row" fw={500} miw={160}>
        <HeatMapSchoolName school={school} onOpenSchool={onOpenSchool} linkSchools={linkSchools} />
      </Table.Th>
      <Table.Td ta="right">{school.respondents ?? '—'}</Table.Td>
      {school.hidden ? (
        <Table.Td colSpan={pillarIds.length} bg="gray.2" style={{ borderStyle: 'dashed' }}>
          <Text size="sm">{t(`results.heatmap.hidden.${school.hidden}`)}</Text>
        </Table.Td>
      ) : (
        pillarIds.map((id) => <ScoreCell key={id} score={school.scores[id]} />)
      )}
    </Table.Tr>
  );
}

/**
 * Schools × pillars of a parent period, coloured by score, a page of schools at a time by name
 * with a search by name (a country's parent period has thousands); a school's name opens its own
 * results.
 */
export function HeatMap({ base, identifiers, onOpenSchool, linkSchools = true }: HeatMapProps) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  // The page chosen belongs to the search it was chosen in: a new search starts on its first page.
  const [chosen, setChosen] = useState({ search: '', page: 1 });
  const page = chosen.search === search ? chosen.page : 1;
  const heatMap = useHeatMap(base, identifiers, page, search);
  const isPhone = useMediaQuery(phoneQuery) ?? false;
  if (heatMap.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (heatMap.isError) return <Alert color="red">{t('results.heatmap.load_failed')}</Alert>;
  const { pillars, schools, total } = heatMap.data;
  if (!schools.length && !search && page === 1) {
    return <Text c="dimmed">{t('results.heatmap.no_schools')}</Text>;
  }
  const pillarIds = pillars.map((pillar) => pillar.id);
  const pages = Math.max(1, Math.ceil(total / heatMapPageSize));
  const from = (page - 1) * heatMapPageSize + 1;
  const findable = total > heatMapPageSize || search !== '' || typed !== '';
  return (
    <Stack gap="xs">
      {findable && (
        <Group justify="space-between" align="flex-end">
          <TextInput
            label={t('results.heatmap.search_label')}
            placeholder={t('results.heatmap.search_placeholder')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            w={280}
          />
          {schools.length > 0 && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('results.heatmap.shown', {
                from: from.toLocaleString(i18n.language),
                to: (from + schools.length - 1).toLocaleString(i18n.language),
                total: total.toLocaleString(i18n.language),
              })}
            </Text>
          )}
        </Group>
      )}
      {!schools.length ? (
        <Text c="dimmed">{t('results.heatmap.no_match', { search })}</Text>
      ) : isPhone ? (
        <HeatMapCards
          pillars={pillars}
          schools={schools}
          onOpenSchool={onOpenSchool}
          linkSchools={linkSchools}
        />
      ) : (
        <Table.ScrollContainer minWidth={260 + pillars.length * 110}>
          <Table withTableBorder withColumnBorders captionSide="top">
            <Table.Caption style={{ textAlign: 'left', fontWeight: 600 }}>
              {t('results.heatmap.caption')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th className={stickyColumn.first} scope="col" miw={160}>
                  {t('results.heatmap.school')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('results.heatmap.respondents')}
                </Table.Th>
                {pillars.map((pillar) => (
                  <Table.Th key={pillar.id} scope="col" ta="center">
                    {localizedText(pillar.name, i18n.language)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {schools.map((school) => (
                <SchoolRow
                  key={school.id}
                  school={school}
                  pillarIds={pillarIds}
                  onOpenSchool={onOpenSchool}
                  linkSchools={linkSchools}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Group justify="center" component="nav" aria-label={t('results.heatmap.pages')}>
          <Pagination total={pages} value={page} onChange={(next) => setChosen({ search, page: next })} />
        </Group>
      )}
      <HeatMapLegend />
      {linkSchools && (
        <Text size="sm" c="dimmed">
          {t('results.heatmap.drill_down')}
        </Text>
      )}
    </Stack>
  );
}

import { Alert, Loader, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { localizedText } from '../../../../common/localizedText';
import type { PeriodIdentifiers } from '../../../../common/results/types';
import { formatScore } from '../resultsFormat';
import { HeatMapCards } from './HeatMapCards';
import { HeatMapLegend } from './HeatMapLegend';
import { type HeatMapSchool, HeatMapSchoolName } from './HeatMapSchoolName';
import { bandFor } from './scoreBands';
import { useHeatMap } from './useHeatMap';

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
      <Table.Th scope="row" fw={500} miw={160}>
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

/** Schools × pillars of a parent period, coloured by score; a school's name opens its own results. */
export function HeatMap({ base, identifiers, onOpenSchool, linkSchools = true }: HeatMapProps) {
  const { t, i18n } = useTranslation();
  const heatMap = useHeatMap(base, identifiers);
  const isPhone = useMediaQuery(phoneQuery) ?? false;
  if (heatMap.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (heatMap.isError) return <Alert color="red">{t('results.heatmap.load_failed')}</Alert>;
  const { pillars, schools } = heatMap.data;
  if (!schools.length) return <Text c="dimmed">{t('results.heatmap.no_schools')}</Text>;
  const pillarIds = pillars.map((pillar) => pillar.id);
  return (
    <Stack gap="xs">
      {isPhone ? (
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
                <Table.Th scope="col" miw={160}>
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
      <HeatMapLegend />
      {linkSchools && (
        <Text size="sm" c="dimmed">
          {t('results.heatmap.drill_down')}
        </Text>
      )}
    </Stack>
  );
}

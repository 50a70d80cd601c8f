import { Table, Text } from '@mantine/core';
import { localizedText } from '../../../common/localizedText';
import { formatRate, formatScoreAndShare } from '../../../common/results/numbers';
import { useTranslation } from '../../i18n/useTranslation';
import type { FocusFigure, FocusPoint, FocusVerdict, PlanFigures } from '../../queries/actionPlans';

const verdictColors: Record<FocusVerdict, string> = {
  improved: 'green.8',
  declined: 'red.8',
  no_clear_change: 'gray.7',
  unknown: 'gray.7',
};

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The score and the favourable share side by side, as the results show them. */
function Figures({ point }: { point: FocusPoint | null }) {
  const { t, i18n } = useTranslation();
  if (point === null) return <Text c="dimmed">—</Text>;
  if (point.favourable === null) {
    return (
      <Text size="xs" c="dimmed">
        {t('actionPlans.figures.hidden')}
      </Text>
    );
  }
  return (
    <Text size="sm" style={nowrap}>
      {formatScoreAndShare(point.score, point.favourable, i18n.language)}
    </Text>
  );
}

/**
 * A plan's focus before → after with its goal and the comparison engine's verdict in plain words;
 * figures hidden by the anonymity thresholds say so and show no number.
 */
export function FocusFiguresTable({ figures }: { figures: PlanFigures }) {
  const { t, i18n } = useTranslation();
  const after = figures.after;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table captionSide="bottom" data-testid="focus-figures">
        <Table.Caption style={{ textAlign: 'left' }}>
          {after
            ? t('actionPlans.figures.caption_after', { before: figures.before.name, after: after.name })
            : t('actionPlans.figures.caption_before', { before: figures.before.name })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('actionPlans.figures.item')}</Table.Th>
            <Table.Th ta="right">{t('actionPlans.figures.before')}</Table.Th>
            <Table.Th ta="right">{t('actionPlans.figures.goal')}</Table.Th>
            <Table.Th ta="right">{t('actionPlans.figures.after')}</Table.Th>
            <Table.Th>{t('actionPlans.figures.verdict')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {figures.focus.map((item: FocusFigure) => (
            <Table.Tr key={`${item.kind}:${item.ref}`}>
              <Table.Th scope="row" fw={400}>
                {item.parent_name && (
                  <Text size="xs" c="dimmed">
                    {localizedText(item.parent_name, i18n.language)}
                  </Text>
                )}
                {localizedText(item.name, i18n.language)}
              </Table.Th>
              <Table.Td ta="right">
                <Figures point={item.before} />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" style={nowrap}>
                  {formatRate(item.goal, i18n.language)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Figures point={item.after} />
              </Table.Td>
              <Table.Td>
                {item.verdict ? (
                  <Text size="sm" fw={600} c={verdictColors[item.verdict]}>
                    {t(`actionPlans.verdict.${item.verdict}`)}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('actionPlans.figures.not_remeasured')}
                  </Text>
                )}
                {item.goal_met && (
                  <Text size="xs" c="green.8">
                    {t('actionPlans.figures.goal_met')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="xs" data-help="plan-measure">
        {t('actionPlans.figures.explain')}
      </Text>
    </Table.ScrollContainer>
  );
}

import { Card, Group, Stack, Table, Text, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { localizedText } from '../../../common/localizedText';
import { formatRate, formatScoreAndShare } from '../../../common/results/numbers';
import { useTranslation } from '../../i18n/useTranslation';
import type { FocusFigure, FocusPoint, FocusVerdict, PlanFigures } from '../../queries/actionPlans';
import { improvedGreen } from './improvedGreen';

const verdictColors: Record<FocusVerdict, string> = {
  improved: improvedGreen,
  declined: 'red.9',
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
      {pointText(point, i18n.language)}
    </Text>
  );
}

/** The comparison's verdict in plain words, or that the focus waits for the next period. */
function VerdictText({ verdict }: { verdict: FocusVerdict | null }) {
  const { t } = useTranslation();
  return verdict ? (
    <Text size="sm" fw={600} c={verdictColors[verdict]}>
      {t(`actionPlans.verdict.${verdict}`)}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      {t('actionPlans.figures.not_remeasured')}
    </Text>
  );
}

const verdictMarks: Partial<Record<FocusVerdict, string>> = { improved: '▲', declined: '▼' };

/** The score beside the favourable share ("60,5 · 53 %"), or null where the figure is hidden or missing. */
function pointText(point: FocusPoint | null, language: string) {
  return point?.favourable == null ? null : formatScoreAndShare(point.score, point.favourable, language);
}

/** On a phone, one card per focus item: "60,5 · 53 % → 66 · 65 % ▲ Improved — larger than chance", then the goal. */
function FocusCard({ item }: { item: FocusFigure }) {
  const { t, i18n } = useTranslation();
  const before = pointText(item.before, i18n.language);
  const after = pointText(item.after, i18n.language);
  const hidden = item.before !== null && before === null;
  return (
    <Card component="li" withBorder padding="sm" data-focus-card>
      {item.parent_name && (
        <Text size="xs" c="dimmed">
          {localizedText(item.parent_name, i18n.language)}
        </Text>
      )}
      <Text fw={600}>{localizedText(item.name, i18n.language)}</Text>
      {hidden ? (
        <Text size="sm" c="dimmed">
          {t('actionPlans.figures.hidden')}
        </Text>
      ) : (
        <Group gap={8} align="baseline" wrap="wrap" mt={4}>
          <Text size="lg" fw={700} aria-hidden="true" data-focus-change>
            {after ? `${before ?? '—'} → ${after}` : (before ?? '—')}
            {item.verdict && verdictMarks[item.verdict] && (
              <Text span inherit c={verdictColors[item.verdict]}>
                {` ${verdictMarks[item.verdict]}`}
              </Text>
            )}
          </Text>
          <VisuallyHidden>
            {after
              ? t('actionPlans.figures.before_after', { before: before ?? '—', after })
              : t('actionPlans.figures.before_only', { before: before ?? '—' })}
          </VisuallyHidden>
          <VerdictText verdict={item.verdict} />
        </Group>
      )}
      <Text size="sm" c="dimmed" mt={4}>
        {t('actionPlans.figures.goal_line', { goal: formatRate(item.goal, i18n.language) })}
        {item.goal_met && (
          <Text span inherit c={improvedGreen} fw={600}>
            {` · ${t('actionPlans.figures.goal_met')}`}
          </Text>
        )}
      </Text>
    </Card>
  );
}

/**
 * A plan's focus before → after with its goal and the comparison engine's verdict in plain words;
 * figures hidden by the anonymity thresholds say so and show no number. A table from tablet width; on a
 * phone stacked cards, so "after" and "change" never sit off-screen.
 */
export function FocusFiguresTable({ figures }: { figures: PlanFigures }) {
  const { t, i18n } = useTranslation();
  const theme = useMantineTheme();
  const isPhone = useMediaQuery(`(max-width: calc(${theme.breakpoints.sm} - 0.0625rem))`, false, {
    getInitialValueInEffect: false,
  });
  const after = figures.after;
  const caption = after
    ? t('actionPlans.figures.caption_after', { before: figures.before.name, after: after.name })
    : t('actionPlans.figures.caption_before', { before: figures.before.name });
  if (isPhone)
    return (
      <Stack gap="xs" data-testid="focus-figures">
        <Text size="sm" c="dimmed">
          {caption}
        </Text>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {figures.focus.map((item) => (
            <FocusCard key={`${item.kind}:${item.ref}`} item={item} />
          ))}
        </Stack>
        <Text size="xs" c="dimmed" data-help="plan-measure">
          {t('actionPlans.figures.explain')}
        </Text>
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table captionSide="bottom" data-testid="focus-figures">
        <Table.Caption style={{ textAlign: 'left' }}>{caption}</Table.Caption>
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
                <VerdictText verdict={item.verdict} />
                {item.goal_met && (
                  <Text size="xs" c={improvedGreen}>
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

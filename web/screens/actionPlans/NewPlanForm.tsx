import {
  Alert,
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatRate, formatScore } from '../../../common/results/numbers';
import { errorText } from '../../api/apiError';
import { actionPlanPath, actionPlansPath } from '../../components/actionPlans/actionPlanPaths';
import { useTranslation } from '../../i18n/useTranslation';
import { type FocusKind, useCreatePlan } from '../../queries/actionPlans';
import { useResultsPeriods, useResultsSummary } from '../../queries/results';
import { choiceValue, focusChoices } from './focusChoices';
import { PlanTextFields } from './PlanFormParts';

const resultsBase = '/api/results/v2';

/** A new plan: its period, focus (prefilled from "Act on this"), a goal per focus item, title and description. */
export function NewPlanForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const periods = useResultsPeriods();
  const schoolPeriods = (periods.data ?? []).filter((period) => period.type === 'period');
  const [periodId, setPeriodId] = useState<number | null>(Number(search.get('period')) || null);
  const prefill =
    search.get('kind') && search.get('ref')
      ? choiceValue(search.get('kind') as FocusKind, search.get('ref') as string)
      : null;
  const [chosen, setChosen] = useState<string[]>(prefill ? [prefill] : []);
  const [goals, setGoals] = useState<Record<string, number | null>>(
    prefill && search.get('goal') ? { [prefill]: Number(search.get('goal')) } : {},
  );
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const summary = useResultsSummary(
    resultsBase,
    { period_identifiers: { type: 'period', id: periodId ?? 0 } },
    periodId !== null,
  );
  const choices = useMemo(
    () => (summary.data ? focusChoices(summary.data, i18n.language) : []),
    [summary.data, i18n.language],
  );
  const create = useCreatePlan();

  useEffect(() => {
    if (title || !prefill) return;
    const first = choices.find((choice) => choice.value === prefill);
    if (first) setTitle(t('actionPlans.new.default_title', { name: first.label }));
  }, [choices, prefill, title, t]);

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (periodId === null) return;
    const focus = chosen.flatMap((value) => {
      const choice = choices.find((c) => c.value === value);
      return choice ? [{ kind: choice.kind, ref: choice.ref, goal: goals[value] ?? null }] : [];
    });
    const plan = await create.mutateAsync({ period_id: periodId, title, description, focus });
    navigate(actionPlanPath(plan.id));
  };

  return (
    <Card withBorder padding="lg" component="form" onSubmit={handleSubmit} aria-labelledby="new-plan-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="new-plan-title">
          {t('actionPlans.new.title')}
        </Title>
        <Select
          label={t('actionPlans.new.period')}
          description={t('actionPlans.new.period_help')}
          data={schoolPeriods.map((period) => ({ value: String(period.id), label: period.name }))}
          value={periodId === null ? null : String(periodId)}
          onChange={(value) => {
            setPeriodId(value ? Number(value) : null);
            setChosen([]);
          }}
          required
          searchable
        />
        {summary.isError && <Alert color="red">{errorText(summary.error)}</Alert>}
        <MultiSelect
          label={t('actionPlans.new.focus')}
          description={t('actionPlans.new.focus_help')}
          data={choices.map((choice) => ({ value: choice.value, label: choice.label }))}
          value={chosen}
          onChange={setChosen}
          searchable
          maxValues={10}
          disabled={periodId === null}
        />
        {chosen.map((value) => {
          const choice = choices.find((c) => c.value === value);
          if (!choice) return null;
          const now = choice.favourable === null ? null : Math.round(choice.favourable * 100);
          return (
            <Group key={value} align="flex-end" wrap="nowrap">
              <Text size="sm" style={{ flex: 1 }}>
                {choice.label}
                <Text span size="xs" c="dimmed" display="block">
                  {now === null
                    ? t('actionPlans.figures.hidden')
                    : t('actionPlans.new.now', {
                        score: formatScore(choice.score, i18n.language),
                        share: formatRate(now, i18n.language),
                      })}
                </Text>
              </Text>
              <NumberInput
                label={t('actionPlans.new.goal')}
                suffix=" %"
                description={t('actionPlans.new.goal_help')}
                min={0}
                max={100}
                w={120}
                value={goals[value] ?? ''}
                onChange={(goal) => setGoals({ ...goals, [value]: typeof goal === 'number' ? goal : null })}
              />
            </Group>
          );
        })}
        {chosen.length > 0 && (
          <Text size="xs" c="dimmed" data-help="plan-measure">
            {t('actionPlans.figures.explain')}
          </Text>
        )}
        <PlanTextFields
          title={title}
          onTitleChange={setTitle}
          description={description}
          onDescriptionChange={setDescription}
          descriptionHelp={t('actionPlans.new.description_help')}
        />
        {create.isError && <Alert color="red">{errorText(create.error)}</Alert>}
        <Group>
          <Button type="submit" loading={create.isPending} disabled={periodId === null || !title.trim()}>
            {t('actionPlans.new.create')}
          </Button>
          <Button variant="default" onClick={() => navigate(actionPlansPath)}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

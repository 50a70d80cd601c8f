import { Alert, Button, Group, Modal, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedText } from '../../../common/localizedText';
import { errorText } from '../../api/apiError';
import { type PlanDetail, useUpdatePlan } from '../../queries/actionPlans';

/** Changes the plan's title, description and the goal of each focus item. */
export function PlanEditModal({ plan, onClose }: { plan: PlanDetail; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const update = useUpdatePlan(plan.id);
  const [title, setTitle] = useState(plan.title);
  const [description, setDescription] = useState(plan.description);
  const [goals, setGoals] = useState(plan.figures.focus.map((item) => item.goal));
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    await update.mutateAsync({
      title,
      description,
      focus: plan.figures.focus.map((item, index) => ({
        kind: item.kind,
        ref: item.ref,
        goal: goals[index],
      })),
    });
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t('actionPlans.detail.edit_title')} size="lg">
      <form onSubmit={handleSubmit}>
        <Stack gap="sm">
          <TextInput
            label={t('actionPlans.new.plan_title')}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            required
            maxLength={200}
          />
          <Textarea
            label={t('actionPlans.new.description')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={5000}
          />
          {plan.figures.focus.map((item, index) => (
            <NumberInput
              key={`${item.kind}:${item.ref}`}
              label={t('actionPlans.detail.goal_for', { name: localizedText(item.name, i18n.language) })}
              suffix=" %"
              min={0}
              max={100}
              value={goals[index] ?? ''}
              onChange={(goal) =>
                setGoals(goals.map((g, i) => (i === index ? (typeof goal === 'number' ? goal : null) : g)))
              }
            />
          ))}
          {update.isError && <Alert color="red">{errorText(update.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!title.trim()}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

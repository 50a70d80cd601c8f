import { NumberInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { localizedText } from '../../../common/localizedText';
import { Dialog } from '../../components/Dialog';
import { useTranslation } from '../../i18n/useTranslation';
import { type PlanDetail, useUpdatePlan } from '../../queries/actionPlans';
import { ModalFormFooter, PlanTextFields } from './PlanFormParts';

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
    <Dialog opened onClose={onClose} title={t('actionPlans.detail.edit_title')} size="lg">
      <form onSubmit={handleSubmit}>
        <Stack gap="sm">
          <PlanTextFields
            title={title}
            onTitleChange={setTitle}
            description={description}
            onDescriptionChange={setDescription}
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
          <ModalFormFooter save={update} onCancel={onClose} saveDisabled={!title.trim()} />
        </Stack>
      </form>
    </Dialog>
  );
}

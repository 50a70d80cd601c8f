import { Paper, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { localizedText } from '../../../common/localizedText';
import { SuccessPlanSummary } from '../../components/actionPlans/SuccessPlanSummary';
import { Dialog } from '../../components/Dialog';
import { DateField } from '../../components/periods/DateField';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type ActionStatus,
  actionStatuses,
  type PlanAction,
  type PlanDetail,
  usePlanOwners,
  useSaveAction,
} from '../../queries/actionPlans';
import { useSuccessPlanLibrary } from '../../queries/successPlans';
import { ModalFormFooter } from './PlanFormParts';

type Props = { plan: PlanDetail; action: PlanAction | null; onClose: () => void };

/** Adds or changes an action: owner from the school's staff, due date, status, notes and a success plan. */
export function ActionFormModal({ plan, action, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const owners = usePlanOwners(plan.id, true);
  const library = useSuccessPlanLibrary();
  const save = useSaveAction(plan.id);
  const [title, setTitle] = useState(action?.title ?? '');
  const [ownerId, setOwnerId] = useState<string | null>(action?.owner ? String(action.owner.id) : null);
  const [dueOn, setDueOn] = useState(action?.due_on ?? '');
  const [status, setStatus] = useState<ActionStatus>(action?.status ?? 'planned');
  const [notes, setNotes] = useState(action?.notes ?? '');
  const [successPlanId, setSuccessPlanId] = useState<string | null>(
    action?.success_plan ? String(action.success_plan.id) : null,
  );
  const focusRefs = new Set(plan.figures.focus.map((item) => item.ref.split('.')[0]));
  const suggestions = [...(library.data ?? [])].sort(
    (a, b) => Number(focusRefs.has(b.focus_ref)) - Number(focusRefs.has(a.focus_ref)),
  );

  const chosenEntry = library.data?.find((entry) => String(entry.id) === successPlanId) ?? null;

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    await save.mutateAsync({
      id: action?.id ?? null,
      title,
      owner_id: ownerId ? Number(ownerId) : null,
      due_on: dueOn || null,
      status,
      notes,
      success_plan_id: successPlanId ? Number(successPlanId) : null,
    });
    onClose();
  };

  return (
    <Dialog
      opened
      onClose={onClose}
      title={t(action ? 'actionPlans.action.edit_title' : 'actionPlans.action.add_title')}
      size="lg"
    >
      <form onSubmit={handleSubmit}>
        <Stack gap="sm">
          <TextInput
            label={t('actionPlans.action.title')}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            required
            maxLength={200}
            data-autofocus
          />
          <Select
            label={t('actionPlans.action.owner')}
            description={t('actionPlans.action.owner_help')}
            data={(owners.data ?? []).map((owner) => ({
              value: String(owner.id),
              label: owner.name || `#${owner.id}`,
            }))}
            value={ownerId}
            onChange={setOwnerId}
            searchable
            clearable
          />
          <DateField label={t('actionPlans.action.due_on')} value={dueOn} onChange={setDueOn} />
          <Select
            label={t('actionPlans.action.status')}
            data={actionStatuses.map((value) => ({ value, label: t(`actionPlans.status.${value}`) }))}
            value={status}
            onChange={(value) => value && setStatus(value as ActionStatus)}
          />
          <Select
            label={t('actionPlans.action.success_plan')}
            description={t('actionPlans.action.success_plan_help')}
            data={suggestions.map((entry) => ({
              value: String(entry.id),
              label: localizedText(entry.title, i18n.language),
            }))}
            value={successPlanId}
            onChange={setSuccessPlanId}
            searchable
            clearable
          />
          {chosenEntry && (
            <Paper withBorder p="sm" data-testid="success-plan-summary">
              <SuccessPlanSummary entry={chosenEntry} />
            </Paper>
          )}
          <Textarea
            label={t('actionPlans.action.notes')}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={5000}
          />
          <ModalFormFooter save={save} onCancel={onClose} saveDisabled={!title.trim()} />
        </Stack>
      </form>
    </Dialog>
  );
}

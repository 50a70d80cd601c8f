import { useState } from 'react';

/** Spec §3 action-plan editing state: what is being edited (the plan, or an action: 0 for a new one). */
export type ActionPlanEditing = { id: number | null; type: 'plan' | 'action' | null };

const idle: ActionPlanEditing = { id: null, type: null };

/** Editing is active when the id is set (spec §3). */
export function useActionPlanEditing() {
  const [state, setState] = useState<ActionPlanEditing>(idle);
  return {
    state,
    isEditing: state.id !== null,
    editPlan: (id: number) => setState({ id, type: 'plan' }),
    editAction: (id: number) => setState({ id, type: 'action' }),
    newAction: () => setState({ id: 0, type: 'action' }),
    stop: () => setState(idle),
  };
}

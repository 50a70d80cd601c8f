import { createContext, type Dispatch, useContext } from 'react';
import type { SurveyLanguage } from '../../../common/languages';
import type { SurveyContent } from '../../../common/survey/content';
import type { BuilderAction, BuilderState, Selection } from './builderState';

/**
 * What changes rarely: the language being edited, whether the caller may edit, and the ways to
 * change things. Question cards read only this (and their props), so typing in one card does not
 * re-render the others.
 */
export type BuilderActions = {
  dispatch: Dispatch<BuilderAction>;
  /** Applies a pure content change (and optionally selects something). */
  edit: (change: (content: SurveyContent) => SurveyContent, select?: Selection) => void;
  /** False for a viewer: everything shows, nothing changes. */
  canEdit: boolean;
  language: SurveyLanguage;
  /** The state at the moment of asking, for event handlers. */
  getState: () => BuilderState;
};

export type Builder = BuilderActions & { state: BuilderState };

export const BuilderActionsContext = createContext<BuilderActions | null>(null);
export const BuilderStateContext = createContext<BuilderState | null>(null);

export function useBuilderActions(): BuilderActions {
  const actions = useContext(BuilderActionsContext);
  if (!actions) throw new Error('useBuilderActions outside the survey builder');
  return actions;
}

/** The actions and the whole state: re-renders on every change. */
export function useBuilder(): Builder {
  const actions = useBuilderActions();
  const state = useContext(BuilderStateContext);
  if (!state) throw new Error('useBuilder outside the survey builder');
  return { ...actions, state };
}

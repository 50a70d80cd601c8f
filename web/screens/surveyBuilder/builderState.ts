import { isLanguageCode, type SurveyLanguage } from '../../../common/languages';
import type { QuestionCountZone, SurveyContent } from '../../../common/survey/content';
import { writtenLanguages } from '../../../common/survey/contentRules';
import { findQuestion } from './contentEdits';

/** Why the draft is not saved: someone else saved first (409), or the save failed. */
export type SaveWarning = { kind: 'conflict' } | { kind: 'failed'; message: string } | null;

/**
 * Spec §3 "Survey builder state": question, template, meta (intro_text, question_count_zones),
 * skipLogic, saving flag, warning and open module count. `meta` lives inside the template and is
 * read with `builderMeta`; the open module count is `openModuleCount`.
 */
export type BuilderState = {
  /** The draft being edited. */
  template: SurveyContent;
  /** The server's draft revision this state was loaded from or last saved as. */
  revision: number;
  /** The selected question (the preview shows it), or null. */
  question: string | null;
  /** The module shown in the centre. */
  module: string | null;
  /** Modules expanded in the module list. */
  expanded: string[];
  /** The language every text field edits. */
  language: SurveyLanguage;
  /** The question or module whose "show only if" editor is open. */
  skipLogic: string | null;
  saving: boolean;
  warning: SaveWarning;
  /** Counts changes; the draft is unsaved while it differs from `savedEdits`. */
  edits: number;
  savedEdits: number;
  savedAt: string | null;
};

export type Selection = { module?: string | null; question?: string | null };

export type BuilderAction =
  | { type: 'load'; draft: SurveyContent; revision: number; savedAt: string; language: SurveyLanguage }
  | { type: 'edit'; change: (content: SurveyContent) => SurveyContent; select?: Selection }
  | { type: 'selectModule'; id: string }
  | { type: 'selectQuestion'; id: string }
  | { type: 'toggleModule'; id: string }
  | { type: 'language'; language: SurveyLanguage }
  | { type: 'skipLogic'; id: string | null }
  | { type: 'saveStarted' }
  | { type: 'saved'; revision: number; savedAt: string; edits: number }
  | { type: 'saveFailed'; message: string }
  | { type: 'conflict' };

export function initialBuilderState(
  draft: SurveyContent,
  revision: number,
  savedAt: string | null,
  language: SurveyLanguage,
): BuilderState {
  const first = draft.modules[0]?.id ?? null;
  return {
    template: draft,
    revision,
    question: null,
    module: first,
    expanded: first ? [first] : [],
    language,
    skipLogic: null,
    saving: false,
    warning: null,
    edits: 0,
    savedEdits: 0,
    savedAt,
  };
}

function select(state: BuilderState, selection: Selection): BuilderState {
  const module = selection.module === undefined ? state.module : selection.module;
  const expanded = module && !state.expanded.includes(module) ? [...state.expanded, module] : state.expanded;
  return {
    ...state,
    module,
    expanded,
    question: selection.question === undefined ? state.question : selection.question,
  };
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'load':
      // The change counters go on from where they were, so a save in flight can never match a reload.
      return {
        ...initialBuilderState(action.draft, action.revision, action.savedAt, action.language),
        edits: state.edits,
        savedEdits: state.edits,
      };
    case 'edit': {
      const template = action.change(state.template);
      if (template === state.template) return state;
      const moduleIds = new Set(template.modules.map((m) => m.id));
      const edited: BuilderState = {
        ...state,
        template,
        edits: state.edits + 1,
        expanded: state.expanded.filter((id) => moduleIds.has(id)),
        module:
          state.module && moduleIds.has(state.module) ? state.module : (template.modules[0]?.id ?? null),
        question: state.question && findQuestion(template, state.question) ? state.question : null,
      };
      return action.select ? select(edited, action.select) : edited;
    }
    case 'selectModule':
      return select(state, { module: action.id, question: null });
    case 'selectQuestion': {
      const place = findQuestion(state.template, action.id);
      return place ? select(state, { module: place.module.id, question: action.id }) : state;
    }
    case 'toggleModule':
      return {
        ...state,
        expanded: state.expanded.includes(action.id)
          ? state.expanded.filter((id) => id !== action.id)
          : [...state.expanded, action.id],
      };
    case 'language':
      return { ...state, language: action.language };
    case 'skipLogic':
      return { ...state, skipLogic: action.id };
    case 'saveStarted':
      return { ...state, saving: true };
    case 'saved':
      return {
        ...state,
        saving: false,
        warning: null,
        revision: action.revision,
        savedAt: action.savedAt,
        savedEdits: action.edits,
      };
    case 'saveFailed':
      return { ...state, saving: false, warning: { kind: 'failed', message: action.message } };
    case 'conflict':
      return { ...state, saving: false, warning: { kind: 'conflict' } };
  }
}

export const isDirty = (state: BuilderState) => state.edits !== state.savedEdits;

export const openModuleCount = (state: BuilderState) => state.expanded.length;

export function builderMeta(state: BuilderState): {
  intro_text: SurveyContent['intro_text'];
  question_count_zones: QuestionCountZone[];
} {
  return { intro_text: state.template.intro_text, question_count_zones: state.template.question_count_zones };
}

export const currentModule = (state: BuilderState) =>
  state.template.modules.find((module) => module.id === state.module) ?? null;

/** The interface language when the survey is written in it (or in nothing yet), else the survey's first language. */
export function builderStartLanguage(draft: SurveyContent, interfaceLanguage: string): SurveyLanguage {
  const written = writtenLanguages(draft);
  if (written.includes(interfaceLanguage) || (!written.length && isLanguageCode(interfaceLanguage)))
    return interfaceLanguage;
  return written[0] ?? 'en';
}

import {
  allQuestions,
  type Condition,
  type Localized,
  type Module,
  type Question,
  type QuestionType,
  type SurveyContent,
} from '../../../common/survey/content';
import { newQuestion, nextId } from './questionTemplates';

/** Pure edits of survey content: each returns new content and leaves its input alone. */

export type QuestionPlace = { module: Module; moduleIndex: number; index: number; question: Question };

export function findQuestion(content: SurveyContent, id: string): QuestionPlace | null {
  for (const [moduleIndex, module] of content.modules.entries()) {
    const index = module.questions.findIndex((question) => question.id === id);
    if (index >= 0) return { module, moduleIndex, index, question: module.questions[index] };
  }
  return null;
}

/** Question ids must differ from each other and from module ids. */
export function nextQuestionId(content: SurveyContent): string {
  return nextId('q', [...allQuestions(content).map((q) => q.id), ...content.modules.map((m) => m.id)]);
}

export function nextModuleId(content: SurveyContent): string {
  return nextId('m', [...allQuestions(content).map((q) => q.id), ...content.modules.map((m) => m.id)]);
}

export function moveItem<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

const mapModules = (content: SurveyContent, change: (module: Module) => Module): SurveyContent => ({
  ...content,
  modules: content.modules.map(change),
});

export function addModule(content: SurveyContent, id: string, title: Localized = {}): SurveyContent {
  return { ...content, modules: [...content.modules, { id, title, intro: {}, questions: [] }] };
}

export function updateModule(content: SurveyContent, id: string, patch: Partial<Module>): SurveyContent {
  return mapModules(content, (module) => (module.id === id ? { ...module, ...patch } : module));
}

export function moveModule(content: SurveyContent, id: string, to: number): SurveyContent {
  const from = content.modules.findIndex((module) => module.id === id);
  return { ...content, modules: moveItem(content.modules, from, to) };
}

export function removeModule(content: SurveyContent, id: string): SurveyContent {
  const module = content.modules.find((m) => m.id === id);
  const gone = new Set(module?.questions.map((q) => q.id));
  return withoutRulesOn({ ...content, modules: content.modules.filter((m) => m.id !== id) }, gone);
}

export function addQuestion(
  content: SurveyContent,
  moduleId: string,
  type: QuestionType,
  id: string,
): SurveyContent {
  return mapModules(content, (module) =>
    module.id === moduleId ? { ...module, questions: [...module.questions, newQuestion(type, id)] } : module,
  );
}

export function updateQuestion(content: SurveyContent, id: string, patch: Partial<Question>): SurveyContent {
  return mapModules(content, (module) =>
    module.questions.some((q) => q.id === id)
      ? { ...module, questions: module.questions.map((q) => (q.id === id ? { ...q, ...patch } : q)) }
      : module,
  );
}

export function removeQuestion(content: SurveyContent, id: string): SurveyContent {
  const without = mapModules(content, (module) => ({
    ...module,
    questions: module.questions.filter((q) => q.id !== id),
  }));
  return withoutRulesOn(without, new Set([id]));
}

/** Moves a question to a place in a module (the index counts without the question itself). */
export function placeQuestion(
  content: SurveyContent,
  id: string,
  moduleId: string,
  index: number,
): SurveyContent {
  const place = findQuestion(content, id);
  if (!place) return content;
  const modules = content.modules.map((module) => ({
    ...module,
    questions: module.questions.filter((q) => q.id !== id),
  }));
  const target = modules.find((module) => module.id === moduleId);
  if (!target) return content;
  target.questions.splice(Math.max(0, Math.min(index, target.questions.length)), 0, place.question);
  return { ...content, modules };
}

/**
 * One step up or down for the keyboard: past the first or last question of a module it goes to the
 * end of the previous module or the start of the next. Null when it cannot move further.
 */
export function stepQuestion(
  content: SurveyContent,
  id: string,
  delta: -1 | 1,
): { content: SurveyContent; moduleId: string } | null {
  const place = findQuestion(content, id);
  if (!place) return null;
  const { module, moduleIndex, index } = place;
  const inside = index + delta;
  if (inside >= 0 && inside < module.questions.length)
    return { content: placeQuestion(content, id, module.id, inside), moduleId: module.id };
  const neighbour = content.modules[moduleIndex + delta];
  if (!neighbour) return null;
  const at = delta < 0 ? neighbour.questions.length : 0;
  return { content: placeQuestion(content, id, neighbour.id, at), moduleId: neighbour.id };
}

function pruneCondition(condition: Condition | undefined, gone: Set<string>): Condition | undefined {
  if (!condition) return undefined;
  const mode = 'all' in condition ? 'all' : 'any';
  const rules = ('all' in condition ? condition.all : condition.any).filter(
    (rule) => !gone.has(rule.question),
  );
  if (!rules.length) return undefined;
  return mode === 'all' ? { all: rules } : { any: rules };
}

const withCondition = <T extends { showIf?: Condition }>(thing: T, showIf: Condition | undefined): T => {
  const { showIf: _old, ...rest } = thing;
  return (showIf ? { ...rest, showIf } : rest) as T;
};

/** Drops the skip rules that look at questions which no longer exist. */
export function withoutRulesOn(content: SurveyContent, gone: Set<string>): SurveyContent {
  if (!gone.size) return content;
  return mapModules(content, (module) =>
    withCondition(
      {
        ...module,
        questions: module.questions.map((q) => withCondition(q, pruneCondition(q.showIf, gone))),
      },
      pruneCondition(module.showIf, gone),
    ),
  );
}

/** How many skip rules elsewhere look at these questions (to warn before deleting them). */
export function rulesLookingAt(content: SurveyContent, ids: Set<string>): number {
  const count = (condition: Condition | undefined) =>
    condition
      ? ('all' in condition ? condition.all : condition.any).filter((r) => ids.has(r.question)).length
      : 0;
  return content.modules.reduce(
    (sum, module) => sum + count(module.showIf) + module.questions.reduce((s, q) => s + count(q.showIf), 0),
    0,
  );
}

/** Sets or clears a question's or a module's condition. */
export function setCondition(
  content: SurveyContent,
  id: string,
  showIf: Condition | undefined,
): SurveyContent {
  return mapModules(content, (module) =>
    module.id === id
      ? withCondition(module, showIf)
      : { ...module, questions: module.questions.map((q) => (q.id === id ? withCondition(q, showIf) : q)) },
  );
}

/** Removing a pillar leaves its questions without one. */
export function removePillar(content: SurveyContent, id: string): SurveyContent {
  return {
    ...mapModules(content, (module) => ({
      ...module,
      questions: module.questions.map((q) => (q.pillar === id ? { ...q, pillar: null } : q)),
    })),
    pillars: content.pillars.filter((pillar) => pillar.id !== id),
  };
}

import { orderLanguages, type SurveyLanguage } from '../languages';
import {
  type Condition,
  type Localized,
  type Question,
  questionTypes,
  type SurveyContent,
  scaleTypes,
} from './content';

function conditionRules(condition: Condition | undefined) {
  if (!condition) return [];
  return 'all' in condition ? condition.all : condition.any;
}

/**
 * What is wrong with a survey's structure, each problem naming where. Skip logic may only look
 * back: a question's condition names questions earlier in the survey, a module's names questions
 * of earlier modules, so a cycle cannot exist.
 */
export function contentProblems(content: SurveyContent): string[] {
  const problems: string[] = [];
  const seen = new Map<string, Question>();
  const moduleIds = new Set<string>();
  const pillarIds = new Set(content.pillars.map((pillar) => pillar.id));
  if (pillarIds.size !== content.pillars.length) problems.push('pillars: two pillars share an id');

  const checkCondition = (
    where: string,
    condition: Condition | undefined,
    earlier: Map<string, Question>,
  ) => {
    for (const rule of conditionRules(condition)) {
      const target = earlier.get(rule.question);
      if (!target) {
        problems.push(`${where}: the condition must refer to an earlier question (${rule.question})`);
        continue;
      }
      if (rule.op === 'range' && !(rule.min <= rule.max)) problems.push(`${where}: the range is empty`);
      if (target.type === 'matrix' && rule.op !== 'answered')
        problems.push(`${where}: a matrix question can only be tested for being answered`);
    }
  };

  for (const module of content.modules) {
    if (moduleIds.has(module.id)) problems.push(`${module.id}: two modules share this id`);
    moduleIds.add(module.id);
    checkCondition(module.id, module.showIf, new Map(seen));
    for (const question of module.questions) {
      const where = question.id;
      if (seen.has(question.id) || moduleIds.has(question.id))
        problems.push(`${where}: two questions share this id`);
      if (!(questionTypes as readonly string[]).includes(question.type))
        problems.push(`${where}: unknown type`);
      if (question.pillar !== null && !pillarIds.has(question.pillar))
        problems.push(`${where}: unknown pillar`);
      if (question.type === 'single' || question.type === 'multiple') {
        const ids = (question.options ?? []).map((option) => option.id);
        if (ids.length < 2) problems.push(`${where}: needs at least two options`);
        if (new Set(ids).size !== ids.length) problems.push(`${where}: two options share an id`);
      }
      if (question.type === 'matrix') {
        const ids = (question.items ?? []).map((item) => item.id);
        if (!ids.length) problems.push(`${where}: needs at least one item`);
        if (new Set(ids).size !== ids.length) problems.push(`${where}: two items share an id`);
        if (!question.scale || !(scaleTypes as readonly string[]).includes(question.scale))
          problems.push(`${where}: needs a scale`);
      }
      if (
        question.type === 'number' &&
        question.min !== undefined &&
        question.max !== undefined &&
        question.min > question.max
      )
        problems.push(`${where}: the minimum is above the maximum`);
      checkCondition(where, question.showIf, seen);
      seen.set(question.id, question);
    }
  }
  return problems;
}

/** The texts still empty in one language; a language can be published only when there are none. */
export function missingTexts(content: SurveyContent, language: SurveyLanguage): string[] {
  const missing: string[] = [];
  const need = (where: string, text: Localized | undefined) => {
    if (!text?.[language]?.trim()) missing.push(where);
  };
  /** Intros and help may be left out, but once written in one language they are needed in each. */
  const needIfWritten = (where: string, text: Localized | undefined) => {
    if (Object.values(text ?? {}).some((value) => value?.trim())) need(where, text);
  };
  need('title', content.title);
  needIfWritten('intro text', content.intro_text);
  for (const pillar of content.pillars) need(`pillar ${pillar.id}`, pillar.name);
  for (const module of content.modules) {
    need(`${module.id} title`, module.title);
    needIfWritten(`${module.id} intro`, module.intro);
    for (const question of module.questions) {
      need(question.id, question.text);
      needIfWritten(`${question.id} help`, question.help);
      for (const option of question.options ?? []) need(`${question.id} option ${option.id}`, option.label);
      for (const item of question.items ?? []) need(`${question.id} item ${item.id}`, item.text);
    }
  }
  return missing;
}

/**
 * The languages a survey is written in: those its title has. A survey starts in one language (its
 * author's); another is added by writing its title, and only these are checked for missing texts.
 */
export function writtenLanguages(content: SurveyContent): SurveyLanguage[] {
  return orderLanguages(Object.keys(content.title).filter((code) => !!content.title[code]?.trim()));
}

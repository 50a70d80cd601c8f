import type { SurveyLanguage } from '../languages';

/** A text in each of the survey's languages (en, lv, ru or any language switched on for surveys). */
export type Localized = Partial<Record<SurveyLanguage, string>>;

export const questionTypes = [
  'agreement',
  'frequency',
  'single',
  'multiple',
  'rating',
  'text_short',
  'text_long',
  'number',
  'matrix',
] as const;
export type QuestionType = (typeof questionTypes)[number];

/** The two five-point scales; a matrix shares one of them across its items. */
export const scaleTypes = ['agreement', 'frequency'] as const;
export type ScaleType = (typeof scaleTypes)[number];
export const scalePoints = [1, 2, 3, 4, 5] as const;

export type Option = { id: string; label: Localized };
export type MatrixItem = { id: string; text: Localized; reverse?: boolean };

/**
 * Skip logic: a question or module is shown only when its condition holds over earlier answers.
 * `equals` and `not` compare one value; `one_of` takes a list; `range` is inclusive [min, max].
 */
export type Rule =
  | { question: string; op: 'equals' | 'not'; value: string | number }
  | { question: string; op: 'one_of'; values: (string | number)[] }
  | { question: string; op: 'range'; min: number; max: number }
  | { question: string; op: 'answered' };
export type Condition = { all: Rule[] } | { any: Rule[] };

export type Question = {
  id: string;
  type: QuestionType;
  text: Localized;
  help?: Localized;
  required: boolean;
  /** Scored the other way round: agreeing is unfavourable. */
  reverse: boolean;
  /** The theme this question counts towards, or null. */
  pillar: string | null;
  /** A single choice whose options run from good to bad: which end is good (colours its answers). */
  goodEnd?: 'first' | 'last';
  options?: Option[];
  items?: MatrixItem[];
  scale?: ScaleType;
  min?: number;
  max?: number;
  showIf?: Condition;
};

export type Module = {
  id: string;
  title: Localized;
  intro: Localized;
  questions: Question[];
  showIf?: Condition;
};

export type Pillar = { id: string; name: Localized };

/** How long is too long: up to `maxQuestions` questions take about `minutes` minutes. */
export type QuestionCountZone = { maxQuestions: number; minutes: number; tone: 'good' | 'long' | 'too_long' };

export type SurveyContent = {
  title: Localized;
  intro_text: Localized;
  pillars: Pillar[];
  modules: Module[];
  question_count_zones: QuestionCountZone[];
};

export const defaultQuestionCountZones: QuestionCountZone[] = [
  { maxQuestions: 25, minutes: 8, tone: 'good' },
  { maxQuestions: 45, minutes: 15, tone: 'long' },
  { maxQuestions: 1000, minutes: 25, tone: 'too_long' },
];

export function emptySurveyContent(): SurveyContent {
  return {
    title: {},
    intro_text: {},
    pillars: [],
    modules: [],
    question_count_zones: defaultQuestionCountZones,
  };
}

export function allQuestions(content: SurveyContent): Question[] {
  return content.modules.flatMap((module) => module.questions);
}

/** A matrix counts as one question per item, as respondents experience it. */
export function questionCount(content: SurveyContent): number {
  return allQuestions(content).reduce(
    (sum, q) => sum + (q.type === 'matrix' ? (q.items?.length ?? 0) : 1),
    0,
  );
}

export function zoneFor(content: SurveyContent): QuestionCountZone {
  const count = questionCount(content);
  const zones = [...content.question_count_zones].sort((a, b) => a.maxQuestions - b.maxQuestions);
  return zones.find((zone) => count <= zone.maxQuestions) ?? zones[zones.length - 1];
}

import type {
  Localized,
  MatrixItem,
  Option,
  Question,
  QuestionType,
  ScaleType,
} from '../../../../common/survey/content';

/** Small builders that keep the library surveys readable: every text is given in en, lv and ru. */
export const text = (en: string, lv: string, ru: string): Localized => ({ en, lv, ru });

export const option = (id: string, en: string, lv: string, ru: string): Option => ({
  id,
  label: text(en, lv, ru),
});

export const item = (id: string, wording: Localized, reverse = false): MatrixItem =>
  reverse ? { id, text: wording, reverse: true } : { id, text: wording };

type Extra = Partial<Pick<Question, 'help' | 'required' | 'reverse' | 'showIf' | 'min' | 'max'>>;

/** An agreement or frequency item, or a 0–10 rating: required, counted towards a pillar. */
export function scaled(
  type: ScaleType | 'rating',
  id: string,
  pillar: string | null,
  wording: Localized,
  extra: Extra = {},
): Question {
  return { id, type, text: wording, required: true, reverse: false, pillar, ...extra };
}

export function matrix(
  id: string,
  scale: ScaleType,
  pillar: string,
  wording: Localized,
  items: MatrixItem[],
  extra: Extra = {},
): Question {
  return {
    id,
    type: 'matrix',
    scale,
    text: wording,
    items,
    required: true,
    reverse: false,
    pillar,
    ...extra,
  };
}

export function choice(
  type: 'single' | 'multiple',
  id: string,
  wording: Localized,
  options: Option[],
  extra: Extra = {},
): Question {
  return { id, type, text: wording, options, required: true, reverse: false, pillar: null, ...extra };
}

/** Open questions and numbers are optional unless said otherwise. */
export function open(
  type: Extract<QuestionType, 'text_short' | 'text_long' | 'number'>,
  id: string,
  wording: Localized,
  extra: Extra = {},
): Question {
  return { id, type, text: wording, required: false, reverse: false, pillar: null, ...extra };
}

import { z } from 'zod';
import { questionTypes, scaleTypes } from '../../../common/survey/content';
import { surveyLanguageField } from '../../http/fields';

/** The shape of survey content; the rules between its parts are common/survey/contentRules.ts. */
const id = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'ids are 1–40 letters, digits, _ or -');
/** A text per survey language (en, lv, ru or one added in the product); at most 20 languages. */
const text = (max: number) =>
  z
    .record(surveyLanguageField, z.string().max(max))
    .refine((texts) => Object.keys(texts).length <= 20, 'at most 20 languages');
const scalar = z.union([z.string().max(200), z.number()]);

const rule = z.discriminatedUnion('op', [
  z.strictObject({ question: id, op: z.enum(['equals', 'not']), value: scalar }),
  z.strictObject({ question: id, op: z.literal('one_of'), values: z.array(scalar).min(1).max(50) }),
  z.strictObject({ question: id, op: z.literal('range'), min: z.number(), max: z.number() }),
  z.strictObject({ question: id, op: z.literal('answered') }),
]);
const condition = z.union([
  z.strictObject({ all: z.array(rule).min(1).max(10) }),
  z.strictObject({ any: z.array(rule).min(1).max(10) }),
]);

const question = z.strictObject({
  id,
  type: z.enum(questionTypes),
  text: text(2000),
  help: text(2000).optional(),
  required: z.boolean(),
  reverse: z.boolean(),
  pillar: id.nullable(),
  goodEnd: z.enum(['first', 'last']).optional(),
  options: z
    .array(z.strictObject({ id, label: text(500) }))
    .max(50)
    .optional(),
  items: z
    .array(z.strictObject({ id, text: text(1000), reverse: z.boolean().optional() }))
    .max(50)
    .optional(),
  scale: z.enum(scaleTypes).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  showIf: condition.optional(),
});

export const surveyContentSchema = z.strictObject({
  title: text(300),
  intro_text: text(5000),
  pillars: z.array(z.strictObject({ id, name: text(200) })).max(30),
  modules: z
    .array(
      z.strictObject({
        id,
        title: text(300),
        intro: text(5000),
        questions: z.array(question).max(200),
        showIf: condition.optional(),
      }),
    )
    .max(50),
  question_count_zones: z
    .array(
      z.strictObject({
        maxQuestions: z.number().int().min(1).max(1000),
        minutes: z.number().int().min(1).max(240),
        tone: z.enum(['good', 'long', 'too_long']),
      }),
    )
    .min(1)
    .max(5),
});

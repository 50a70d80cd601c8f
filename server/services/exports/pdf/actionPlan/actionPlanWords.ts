import type { Db } from '../../../../db/client';
import { loadServerTexts, type ServerTexts, serverTextsOf } from '../../../translations/serverTexts';

/**
 * The words of the one-page action plan PDF: translation keys `actionPlans.pdf.*` (edited at
 * /admin/manage-translations), so a plan prints in a language added there too, English where untranslated.
 */
const labels = [
  'heading',
  'school',
  'period',
  'remeasured',
  'not_yet',
  'focus',
  'item',
  'before',
  'goal',
  'after',
  'verdict',
  'actions',
  'action',
  'owner',
  'due',
  'status',
  'progress',
  'overdue',
  'hidden',
  'no_actions',
  'printed',
  'favourable',
] as const;
const verdicts = ['improved', 'declined', 'no_clear_change', 'unknown'] as const;
const statuses = ['planned', 'in_progress', 'done', 'dropped'] as const;

export type ActionPlanWords = Record<(typeof labels)[number], string> & {
  moreActions: (count: number) => string;
  verdicts: Record<(typeof verdicts)[number], string>;
  statuses: Record<(typeof statuses)[number], string>;
};

const key = (name: string) => `actionPlans.pdf.${name}`;
const moreActions = key('more_actions');
const keys = [
  ...labels.map(key),
  ...verdicts.map((name) => key(`verdicts.${name}`)),
  ...statuses.map((name) => key(`statuses.${name}`)),
];

function wordsFrom(text: ServerTexts): ActionPlanWords {
  const words = Object.fromEntries(labels.map((name) => [name, text(key(name))])) as Record<
    (typeof labels)[number],
    string
  >;
  return {
    ...words,
    moreActions: (count) => text.plural(moreActions, count),
    verdicts: Object.fromEntries(verdicts.map((name) => [name, text(key(`verdicts.${name}`))])) as Record<
      (typeof verdicts)[number],
      string
    >,
    statuses: Object.fromEntries(statuses.map((name) => [name, text(key(`statuses.${name}`))])) as Record<
      (typeof statuses)[number],
      string
    >,
  };
}

/** The words with the translations table's edits and an added language's own, read before printing. */
export async function loadActionPlanWords(db: Db, language: string): Promise<ActionPlanWords> {
  return wordsFrom(await loadServerTexts(db, language, keys, [moreActions]));
}

/** The shipped words of a language (en, lv, ru; English for another), without the table. */
export const actionPlanWords = (language: string): ActionPlanWords => wordsFrom(serverTextsOf(language));

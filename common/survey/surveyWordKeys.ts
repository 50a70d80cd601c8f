/**
 * The translation keys of every fixed word a survey shows in its own language (the five-point scales and the
 * rating's ends). Kept apart from scaleWords.ts, which bundles the shipped texts, so that asking for a
 * language's words (web/queries/languages) does not carry the texts into the first page load.
 */
export const surveyWordKeys: string[] = [
  ...(['agreement', 'frequency'] as const).flatMap((scale) =>
    ['1', '2', '3', '4', '5'].map((point) => `poll.scales.${scale}.${point}`),
  ),
  'poll.rating_ends.low',
  'poll.rating_ends.high',
];

/**
 * Translation values of one survey language, flat (`poll.scales.agreement.1` → text), as the translations
 * table or GET /api/language/get hold them for a language added at /admin/manage-languages. A key answered
 * with itself or an empty text counts as untranslated.
 */
export type SurveyWordOverlay = Readonly<Record<string, string | undefined>>;

/**
 * Whether a text labels both ends of the 0–10 rating itself, as the library surveys' questions do:
 * "(0 = very bad, 10 = excellent)", "(0 — ļoti slikti, 10 — lieliski)", "0 (not at all) … 10 (fully)".
 * Each end is its number followed by "=", ":", a dash or "(", and then a word.
 */
export function statesRatingScale(text: string | undefined): boolean {
  if (!text) return false;
  return ratingEnd(0).test(text) && ratingEnd(10).test(text);
}

const ratingEnd = (point: number) => new RegExp(`(?<![\\p{N}.,])${point}\\s*(?:[=:—–-]|\\()\\s*\\p{L}`, 'u');

/** Whether a rating question names its own ends, in its text or its help: then no generic ends go beside them. */
export const namesOwnRatingEnds = (text: string | undefined, help: string | undefined) =>
  statesRatingScale(text) || statesRatingScale(help);

/**
 * What a 0–10 rating says under its text, one set of scale labels only: the question's own help, and
 * the generic ends (`generic`, e.g. poll.rating_hint) only when neither its text nor its help names them.
 */
export function ratingDescription(
  text: string | undefined,
  help: string | undefined,
  generic: string,
): string {
  if (namesOwnRatingEnds(text, help)) return help?.trim() ?? '';
  return [help?.trim(), generic].filter(Boolean).join(' ');
}

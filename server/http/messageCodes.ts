import { fillText } from '../../common/translatedText';
import { server_messages as english } from '../../locales/en.json';

/**
 * The reasons the API gives for a refused field, by code: their English words are `server_messages` in
 * locales/en.json, and lv, ru and any added language word the same codes, so a screen shows a refusal in its
 * reader's language. An error body carries them as `details` beside its English `message` and `errors`.
 */
export type MessageCode = keyof typeof english;
export type MessageParams = Record<string, string | number>;
export type ErrorDetail = { field?: string; code: MessageCode; params?: MessageParams };

export const messageCodes = Object.keys(english) as MessageCode[];

export function englishReason(code: MessageCode, params: MessageParams = {}): string {
  return fillText(
    english[code],
    Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
  );
}

const codeByEnglish = new Map<string, MessageCode>(
  messageCodes.filter((code) => !english[code].includes('{{')).map((code) => [english[code], code]),
);

/** The code of a reason written in English without values; `invalid` when it has none. */
export function codeOfReason(reason: string): MessageCode {
  return codeByEnglish.get(reason.trim()) ?? 'invalid';
}

/** A `field: reason` line of `errors` as a detail (a line without a field names none). */
export function detailOfLine(line: string): ErrorDetail {
  const match = /^([\w.[\]-]+): (.*)$/s.exec(line);
  if (!match) return { code: codeOfReason(line) };
  return { field: match[1], code: codeOfReason(match[2]) };
}

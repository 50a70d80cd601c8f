import type { Answers } from '../../../common/survey/answers';

/** The answers kept in the browser, so a dropped connection or a closed tab loses nothing. */
export type PollDraft = {
  responseId: string;
  answers: Answers;
  language: string;
  page: number;
  pendingFinish: boolean;
};

export function newResponseId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Plain-http school networks have no randomUUID; build a version-4 UUID by hand.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function readDraft(key: string): PollDraft | null {
  try {
    const stored = localStorage.getItem(key);
    return stored ? (JSON.parse(stored) as PollDraft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: PollDraft): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the offline copy; the server copy still saves.
  }
}

export function clearDraft(key: string): void {
  localStorage.removeItem(key);
}

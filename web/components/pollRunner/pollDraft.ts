import type { Answers } from '../../../common/survey/answers';

/** The answers kept in the browser, so a dropped connection or a closed tab loses nothing. */
export type PollDraft = {
  responseId: string;
  answers: Answers;
  language: string;
  page: number;
  pendingFinish: boolean;
};

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

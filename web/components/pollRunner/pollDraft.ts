import type { Answers } from '../../../common/survey/answerTypes';
import type { AnswerStore } from './pollTypes';

/** The answers kept in the browser, so a dropped connection or a closed tab loses nothing. */
export type PollDraft = {
  responseId: string;
  answers: Answers;
  language: string;
  page: number;
  pendingFinish: boolean;
};

type DraftPlace = Pick<AnswerStore, 'storageKey' | 'draftStorage'>;

const storageOf = (place: DraftPlace) => (place.draftStorage === 'session' ? sessionStorage : localStorage);

export function readDraft(place: DraftPlace): PollDraft | null {
  try {
    const stored = storageOf(place).getItem(place.storageKey);
    return stored ? (JSON.parse(stored) as PollDraft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(place: DraftPlace, draft: PollDraft): void {
  try {
    storageOf(place).setItem(place.storageKey, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the offline copy; the server copy still saves.
  }
}

export function clearDraft(place: DraftPlace): void {
  storageOf(place).removeItem(place.storageKey);
}

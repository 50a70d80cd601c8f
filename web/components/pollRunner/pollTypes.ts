import type { Answers } from '../../../common/survey/answerTypes';
import type { Localized, SurveyContent } from '../../../common/survey/content';

export type PollState = 'open' | 'upcoming' | 'closed' | 'done';

/** What GET poll answers (server/services/polls/pollPayload.ts). */
export type PollPayload = {
  needs_code: boolean;
  poll: { id: number; kind: 'identified' | 'public_link' | 'class_link' | 'invitation_link' };
  /** The survey's title, also before a code is entered: what respondents know it by. */
  title: Localized;
  /** Whom the survey asks; previews may leave it out (the familiar form then, as for pupils). */
  audience?: 'student' | 'teacher' | 'parent' | 'staff';
  period: {
    id: number;
    starts_at: string;
    ends_at: string;
    languages: string[];
    anonymous: boolean;
  };
  state: PollState;
  survey: SurveyContent | null;
  response: { id: string; answers: Answers; language: string } | null;
};

export type ResponseBody = { answers: Answers; finished: boolean; language: string };

/** Where a runner keeps the answers: sent through `save`, with a copy in the browser under `storageKey`. */
export type AnswerStore = {
  /** Where the browser keeps this poll's answers between visits. */
  storageKey: string;
  /** Local storage by default; 'session' forgets them with the tab (a pupil's pass on a shared device). */
  draftStorage?: 'local' | 'session';
  save: (responseId: string, body: ResponseBody) => Promise<unknown>;
};

/** How the runner keeps answers: in an answer store, or nowhere at all ('none': previews). */
export type PollPersistence = AnswerStore | 'none';

/** How one poll is reached and saved: identified, public link or access-code pass. */
export type PollChannel = AnswerStore & { load: () => Promise<PollPayload> };

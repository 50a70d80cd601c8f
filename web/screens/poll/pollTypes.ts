import type { Answers } from '../../../common/survey/answers';
import type { SurveyContent } from '../../../common/survey/content';

export type PollState = 'open' | 'upcoming' | 'closed' | 'done';

/** What GET poll answers (server/services/polls/pollPayload.ts). */
export type PollPayload = {
  needs_code: boolean;
  poll: { id: number; kind: 'identified' | 'public_link' | 'class_link' };
  period: {
    id: number;
    name: string;
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

/** How one poll is reached and saved: identified, public link or access-code pass. */
export type PollChannel = {
  /** Where the browser keeps this poll's answers between visits. */
  storageKey: string;
  load: () => Promise<PollPayload>;
  save: (responseId: string, body: ResponseBody) => Promise<unknown>;
};

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { surveys } from '../../db/schema';
import { periodStatus } from '../periods/periodStatus';
import type { PollEntry } from './pollEntry';
import { hasFinished, responseInProgress } from './submitResponse';

export type PollState = 'open' | 'upcoming' | 'closed' | 'done';

/** What the filling screen needs: the survey in the period's languages, the state, answers in progress. */
export async function pollPayload(db: Db, entry: PollEntry) {
  const status = periodStatus(entry.period);
  const done = await hasFinished(db, entry);
  const state: PollState = done ? 'done' : status;
  // A class or invitation link without a pass shows where to type the code, not the questions.
  const codeLink = entry.poll.kind === 'class_link' || entry.poll.kind === 'invitation_link';
  const needsCode = codeLink && entry.accessCodeId === null;
  const [survey] = await db
    .select({ audience: surveys.audience })
    .from(surveys)
    .where(eq(surveys.id, entry.version.surveyId));
  return {
    needs_code: needsCode,
    poll: { id: entry.poll.id, kind: entry.poll.kind },
    // The survey's title is what pupils know it by; the period's name is the staff's own (never shown here).
    title: entry.version.content.title,
    // Whom the survey asks: the poll addresses adults (parents, teachers, staff) in the polite form.
    audience: survey.audience,
    period: {
      id: entry.period.id,
      starts_at: entry.period.startsAt.toISOString(),
      ends_at: entry.period.endsAt.toISOString(),
      languages: entry.period.languages,
      anonymous: entry.period.anonymous,
    },
    state,
    survey: state === 'open' && !needsCode ? entry.version.content : null,
    response: state === 'open' && !needsCode ? await responseInProgress(db, entry) : null,
  };
}

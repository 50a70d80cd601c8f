import { checkSubmission } from '../../../common/survey/answers';
import type { Database } from '../../db/client';
import { consumeRateLimit, type RateRule, rateLimited } from '../../http/rateLimit';
import { finishNoticesOf } from '../live/finishNotices';
import { periodStatus } from '../periods/periodStatus';
import { nudgeCellFolder } from '../resultCells/cellFolder';
import { firstSaveBatcherOf } from './firstSaveBatcher';
import type { EntryRead, PollEntry } from './pollEntry';
import { type ResponseWrite, writeResponse } from './submitResponse';

/**
 * A save from any poll, in as few round trips as it can: with a recent read of the poll, a response's
 * first save that passes the checks in memory is one row of one statement (insertFirstSave.ts), shared
 * with the other first saves of that moment (firstSaveBatcher.ts). Everything else — a
 * later save of the same response, a retry, a closed period, a finished respondent, bad answers — takes
 * the careful path over a fresh read, which answers exactly as before. Every save counts one hit
 * under `rule`, keyed by the respondent (or the response on public links), never by IP.
 */
export async function saveResponse(
  database: Database,
  entryFor: (read: EntryRead) => Promise<PollEntry>,
  responseId: string,
  write: ResponseWrite,
  rule: RateRule,
) {
  const { db, executeSql } = database;
  const recent = await entryFor({ recent: true });
  const limitKey = recent.respondentKey ?? `response:${responseId}`;
  const checked =
    periodStatus(recent.period) === 'open' && recent.period.languages.includes(write.language)
      ? checkSubmission(recent.version.content, write.answers, write.finished)
      : null;
  if (checked && !checked.problems.length) {
    const first = await firstSaveBatcherOf(executeSql)({
      entry: recent,
      responseId,
      write: { ...write, answers: checked.answers },
      rule,
      limitKey,
    });
    if (first.hits > rule.limit) throw rateLimited(rule);
    if (first.inserted) {
      if (write.finished) {
        nudgeCellFolder();
        finishNoticesOf(database).announce(recent.period.id, recent.classId);
      }
      return { id: responseId, status: write.finished ? 'finished' : 'in_progress', repeated: false };
    }
  } else await consumeRateLimit(db, rule, limitKey);
  const entry = await entryFor({ recent: false });
  const written = await writeResponse(db, entry, responseId, write);
  if (written.status === 'finished' && !written.repeated)
    finishNoticesOf(database).announce(entry.period.id, entry.classId);
  return written;
}

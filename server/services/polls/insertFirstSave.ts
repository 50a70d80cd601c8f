import type { SqlExecutor } from '../../db/client';
import { bucketOf, type RateRule, windowStartOf } from '../../http/rateLimit';
import type { PollEntry } from './pollEntry';
import { newResponseRow, type ResponseWrite, receiptDay } from './submitResponse';

export type FirstSaveRequest = {
  entry: PollEntry;
  responseId: string;
  /** Answers already checked against the version. */
  write: ResponseWrite;
  rule: RateRule;
  limitKey: string;
};

export type FirstSave = { hits: number; inserted: boolean };

/**
 * First saves of several responses as one statement (one round trip and one commit, atomic by
 * itself). For each row it counts the rate-limit hit, and inserts the response only when the hit is
 * within the limit, the id is new, the period is open now with this language and anonymity (the entry
 * may be a second old), and the respondent has not finished; a finishing access code is locked, taken
 * only unused, and marked used; an identified finish writes its receipt first and the response only
 * goes in with it (of two devices finishing at once, the one whose receipt conflicts inserts nothing).
 * Anything else inserts nothing, and the caller's careful path names why.
 *
 * The rows of one statement must not share a rate-limit bucket, a response id, an access code or an
 * identity (firstSaveBatcher.ts keeps them apart): a row may not update what another row wrote.
 */
const firstSavesSql = `
with input as (
  select * from json_to_recordset($1::json) as t(
    id uuid, period_id int, anonymous boolean, language text, bucket text, window_start timestamptz,
    max_hits int, code_id int, poll_id int, identity_id int, finished boolean, saved_at timestamptz,
    receipt_day timestamptz, row_poll_id int, row_identity_id int, respondent_key text, class_id int,
    grade int, group_ids jsonb, answers jsonb)
),
hit as (
  insert into rate_limits (bucket, window_start, count)
  select bucket, window_start, 1 from input order by bucket
  on conflict (bucket, window_start) do update set count = rate_limits.count + 1
  returning bucket, count
),
code as (
  select a.id from access_codes a join input i on a.id = i.code_id and a.poll_id = i.poll_id
   where a.used_at is null
   order by a.id
     for update of a
),
allowed as (
  select i.* from input i
    join hit h on h.bucket = i.bucket and h.count <= i.max_hits
    join survey_periods p on p.id = i.period_id and p.anonymous = i.anonymous and p.languages ? i.language
     and p.starts_at <= now() and p.ends_at > now() and (p.closed_at is null or p.closed_at > now())
   where (i.code_id is null or i.code_id in (select id from code))
     and (i.identity_id is null or not exists (select 1 from response_receipts r
           where r.period_id = i.period_id and r.identity_id = i.identity_id))
),
receipt as (
  insert into response_receipts (period_id, identity_id, finished_at)
  select period_id, identity_id, receipt_day from allowed a
   where finished and identity_id is not null and not exists (select 1 from responses where id = a.id)
  on conflict do nothing
  returning period_id, identity_id
),
inserted as (
  insert into responses (id, period_id, poll_id, identity_id, respondent_key, class_id, grade, group_ids,
                         language, status, answers, updated_at, finished_at)
  select id, period_id, row_poll_id, row_identity_id, respondent_key, class_id, grade, group_ids,
         language, case when finished then 'finished' else 'in_progress' end, answers, saved_at,
         case when finished then saved_at end
    from allowed a
   where not (finished and identity_id is not null)
      or exists (select 1 from receipt r where r.period_id = a.period_id and r.identity_id = a.identity_id)
  on conflict do nothing
  returning id
),
used as (
  update access_codes c set used_at = a.saved_at
    from allowed a
   where c.id = a.code_id and a.finished and a.id in (select id from inserted)
)
select i.id, h.count as hits, i.id in (select id from inserted) as inserted
  from input i join hit h on h.bucket = i.bucket`;

function inputRow({ entry, responseId, write, rule, limitKey }: FirstSaveRequest, now: Date) {
  const row = newResponseRow(entry, responseId, write, now);
  return {
    id: responseId,
    period_id: entry.period.id,
    anonymous: entry.period.anonymous,
    language: write.language,
    bucket: bucketOf(rule, limitKey),
    window_start: windowStartOf(rule, now).toISOString(),
    max_hits: rule.limit,
    code_id: entry.accessCodeId,
    poll_id: entry.poll.id,
    identity_id: entry.identityId,
    finished: write.finished,
    saved_at: now.toISOString(),
    receipt_day: receiptDay(now).toISOString(),
    row_poll_id: row.pollId,
    row_identity_id: row.identityId,
    respondent_key: row.respondentKey,
    class_id: row.classId,
    grade: row.grade,
    group_ids: row.groupIds,
    answers: row.answers,
  };
}

/** The rate-limit bucket of a request: no two rows of one statement may share it. */
export const firstSaveBucket = (request: FirstSaveRequest) => bucketOf(request.rule, request.limitKey);

/** Runs the first saves of `requests` as one prepared statement; answers in the same order. */
export async function insertFirstSaves(
  executeSql: SqlExecutor,
  requests: FirstSaveRequest[],
): Promise<FirstSave[]> {
  const now = new Date();
  const { rows } = await executeSql(
    firstSavesSql,
    [JSON.stringify(requests.map((request) => inputRow(request, now)))],
    'first-saves',
  );
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return requests.map((request) => {
    const row = byId.get(request.responseId);
    if (!row) throw new Error(`the first-save statement answered nothing for ${request.responseId}`);
    return { hits: Number(row.hits), inserted: row.inserted === true };
  });
}

import type { SqlExecutor } from '../../db/client';
import { type RateRule, rateLimitHitSql } from '../../http/rateLimit';
import type { PollEntry } from './pollEntry';
import { newResponseRow, type ResponseWrite, receiptDay } from './submitResponse';

export type FirstSave = { hits: number; inserted: boolean };

/**
 * A response's first save as one statement (one round trip, atomic by itself): counts the rate-limit
 * hit, and inserts the response only when the hit is within the limit, the id is new, the period is
 * open now with this language and anonymity (the entry may be a second old), and the respondent has
 * not finished; a finishing access code is locked, taken only unused, and marked used, and an
 * identified finish writes its receipt first and the response only goes in with it. Anything else inserts
 * nothing, and the caller's careful path names why. Prepared once per connection and shape.
 */
export async function insertFirstSave(
  executeSql: SqlExecutor,
  entry: PollEntry,
  responseId: string,
  write: ResponseWrite,
  rule: RateRule,
  limitKey: string,
): Promise<FirstSave> {
  const now = new Date();
  const row = newResponseRow(entry, responseId, write, now);
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const code = entry.accessCodeId;
  const identity = entry.identityId;
  const period = param(entry.period.id);

  const ctes = [
    `hit as (${rateLimitHitSql(rule, limitKey, param)})`,
    `open_period as (
      select id from survey_periods
       where id = ${period} and anonymous = ${param(entry.period.anonymous)}
         and languages ? ${param(write.language)}
         and starts_at <= now() and ends_at > now() and (closed_at is null or closed_at > now()))`,
  ];
  const from = ['open_period', 'hit'];
  const conditions = [`hit.count <= ${param(rule.limit)}`];
  if (code) {
    ctes.push(`code as (
      select id from access_codes
       where id = ${param(code)} and poll_id = ${param(entry.poll.id)} and used_at is null for update)`);
    from.push('code');
  }
  if (identity)
    conditions.push(`not exists (select 1 from response_receipts
      where period_id = ${period} and identity_id = ${param(identity)})`);
  if (write.finished && identity) {
    // The receipt goes in first and gates the response: of two devices finishing at once, the one
    // whose receipt conflicts inserts nothing.
    ctes.push(`receipt as (
      insert into response_receipts (period_id, identity_id, finished_at)
      select ${period}, ${param(identity)}, ${param(receiptDay(now).toISOString())}::timestamptz
        from ${from.join(', ')}
       where ${conditions.join(' and ')}
         and not exists (select 1 from responses where id = ${param(responseId)}::uuid)
      on conflict do nothing
      returning identity_id)`);
    from.push('receipt');
  }
  ctes.push(`inserted as (
    insert into responses (id, period_id, poll_id, identity_id, respondent_key, class_id, grade,
                           group_ids, language, status, answers, updated_at, finished_at)
    select ${param(row.id)}::uuid, ${period}, ${param(row.pollId)}::int, ${param(row.identityId)}::int,
           ${param(row.respondentKey)}::text, ${param(row.classId)}::int, ${param(row.grade)}::int,
           ${param(JSON.stringify(row.groupIds))}::jsonb, ${param(row.language)}, ${param(row.status)},
           ${param(JSON.stringify(row.answers))}::jsonb, ${param(now.toISOString())}::timestamptz,
           ${param(row.finishedAt?.toISOString() ?? null)}::timestamptz
      from ${from.join(', ')}
     where ${conditions.join(' and ')}
    on conflict do nothing
    returning id)`);
  if (write.finished && code)
    ctes.push(`used as (
      update access_codes set used_at = ${param(now.toISOString())}::timestamptz
       where id = ${param(code)} and exists (select 1 from inserted))`);
  const shape = `first-save:${code ? 'code' : ''}:${identity ? 'identity' : ''}:${write.finished ? 'finish' : 'save'}`;
  const { rows } = await executeSql(
    `with ${ctes.join(',\n')}
     select (select count from hit) as hits, exists (select 1 from inserted) as inserted`,
    values,
    shape,
  );
  return { hits: Number(rows[0].hits), inserted: rows[0].inserted === true };
}

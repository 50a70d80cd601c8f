import type { Answers } from '../../common/survey/answerTypes';
import { newResponseId } from '../../common/survey/responseId';
import type { SqlExecutor } from '../../server/db/client';
import type { HttpClient } from '../httpClient';
import type { ServerProcess } from './serverProcess';

type Submission = { id: string; pass: string; acknowledged: boolean; attempts: number };

export type CrashResult = {
  submissions: number;
  acknowledgedBeforeKill: number;
  /** Committed while the server died, answered `repeated: true` on retry. */
  repeatedOnRetry: number;
  retried: number;
  stillUnacknowledged: number;
  lost: number;
  duplicates: number;
  finishedInDatabase: number;
  codesUsed: number;
  restartSeconds: number;
};

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/**
 * Students with access codes submit a burst; the server is killed with SIGKILL once `killAt` of them
 * are acknowledged, restarted, and every submission not acknowledged is retried with its response id.
 */
export async function runCrashRound(options: {
  client: HttpClient;
  server: ServerProcess;
  sql: SqlExecutor;
  periodId: number;
  codes: string[];
  answers: Answers;
  connections: number;
  killAt: number;
}): Promise<CrashResult> {
  const { client, server, sql, codes, connections } = options;
  const body = Buffer.from(JSON.stringify({ answers: options.answers, finished: true, language: 'lv' }));
  const submissions: Submission[] = [];
  await inBatches(codes, 16, async (code) => {
    const reply = await client.send('POST', '/api/access-codes/redeem', JSON.stringify({ code }));
    if (reply.status !== 200) throw new Error(`redeeming a code answered ${reply.status} ${reply.body}`);
    submissions.push({
      id: newResponseId(),
      pass: JSON.parse(reply.body).data.pass,
      acknowledged: false,
      attempts: 0,
    });
  });

  let repeatedOnRetry = 0;
  const crash: { killed: Promise<void> | null } = { killed: null };
  let acknowledged = 0;
  async function submit(submission: Submission, retry: boolean) {
    submission.attempts++;
    try {
      const reply = await client.send('PUT', `/api/pass-polls/responses/${submission.id}`, body, {
        'x-poll-pass': submission.pass,
      });
      if (reply.status !== 200 || !reply.body.includes('"finished"')) return;
      submission.acknowledged = true;
      if (retry && reply.body.includes('"repeated":true')) repeatedOnRetry++;
      if (++acknowledged >= options.killAt && !crash.killed) crash.killed = server.kill9();
    } catch {
      // the connection died with the server: not acknowledged, retried after the restart
    }
  }

  await inBatches(submissions, connections, (submission) =>
    crash.killed ? Promise.resolve() : submit(submission, false),
  );
  await (crash.killed ?? server.kill9());
  const acknowledgedBeforeKill = submissions.filter((s) => s.acknowledged).length;
  const ackedIds = submissions.filter((s) => s.acknowledged).map((s) => s.id);

  const restartStarted = performance.now();
  await server.start();
  const restartSeconds = (performance.now() - restartStarted) / 1000;
  const pending = submissions.filter((s) => !s.acknowledged);
  for (let round = 0; round < 5; round++) {
    const left = submissions.filter((s) => !s.acknowledged);
    if (!left.length) break;
    await inBatches(left, connections, (submission) => submit(submission, true));
  }

  const [lostRow] = (
    await sql('select $1::int - count(*)::int as lost from responses where id = any($2::uuid[])', [
      ackedIds.length,
      ackedIds,
    ])
  ).rows;
  const [counts] = (
    await sql(
      `select count(*)::int as finished,
              (count(*) - count(distinct respondent_key))::int as duplicates,
              (select count(*)::int from access_codes c join polls p on p.id = c.poll_id
                where p.period_id = $1 and c.used_at is not null) as codes_used
         from responses where period_id = $1 and status = 'finished'`,
      [options.periodId],
    )
  ).rows;
  return {
    submissions: submissions.length,
    acknowledgedBeforeKill,
    repeatedOnRetry,
    retried: pending.length,
    stillUnacknowledged: submissions.filter((s) => !s.acknowledged).length,
    lost: Number(lostRow.lost),
    duplicates: Number(counts.duplicates) + Math.max(0, Number(counts.finished) - submissions.length),
    finishedInDatabase: Number(counts.finished),
    codesUsed: Number(counts.codes_used),
    restartSeconds,
  };
}

import pg from 'pg';
import { responseIdSqlAt } from '../responseIdSql';

export type RawCommitResult = { commits: number; seconds: number; perSecond: number };

/** One autocommitted statement (one commit, one WAL flush when fsync is on), run again and again. */
export type CommitStatement = { name: string; text: string; values?: unknown[] };

const table = 'bench_raw_commits';

/** The floor: a single-row INSERT into an ordinary logged table with a key and nothing else. */
export const rawCommit: CommitStatement = {
  name: 'raw_commit',
  text: `insert into ${table} (payload) values (gen_random_uuid())`,
};

/**
 * The minimal SQL of one submission: its finished response row alone (same answers, period and poll, an id as a browser makes it),
 * into the real responses table with its indexes and foreign keys, one commit each. What a save does
 * beyond it (the rate-limit count, the checks, HTTP, the cube's fold) is the distance to it.
 */
export const ownRowCommit = (periodId: number, pollId: number, answers: unknown): CommitStatement => ({
  name: 'own_row_commit',
  text: `insert into responses (id, period_id, poll_id, language, status, answers, updated_at, finished_at)
         values (${responseIdSqlAt('now()')}, $1, $2, 'lv', 'finished', $3::jsonb, now(), now())`,
  values: [periodId, pollId, JSON.stringify(answers)],
});

/** `connections` plain `pg` clients each commit `statement` one after another for `seconds`. */
export async function runRawCommits(
  databaseUrl: string,
  connections: number,
  seconds: number,
  statement: CommitStatement = rawCommit,
): Promise<RawCommitResult> {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  try {
    await clients[0].query(
      `create table if not exists ${table} (id bigserial primary key, payload uuid not null)`,
    );
    let commits = 0;
    const started = performance.now();
    const until = started + seconds * 1000;
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < until) {
          await client.query(statement);
          commits++;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    return { commits, seconds: elapsed, perSecond: commits / elapsed };
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

/** Both halves of an interleaved measurement (before and after the submissions) as one rate. */
export const combined = (runs: RawCommitResult[]): RawCommitResult => {
  const commits = runs.reduce((sum, run) => sum + run.commits, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return { commits, seconds, perSecond: commits / seconds };
};

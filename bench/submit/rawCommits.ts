import pg from 'pg';

export type RawCommitResult = { commits: number; seconds: number; perSecond: number };

const table = 'bench_raw_commits';

/**
 * The floor the submissions are measured against: `connections` plain `pg` clients each commit one
 * single-row INSERT after another (autocommit: one statement, one commit, one WAL flush when fsync is
 * on) for `seconds`, into an ordinary logged table of the same PostgreSQL.
 */
export async function runRawCommits(
  databaseUrl: string,
  connections: number,
  seconds: number,
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
          await client.query({
            name: 'raw_commit',
            text: `insert into ${table} (payload) values (gen_random_uuid())`,
          });
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

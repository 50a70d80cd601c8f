import type { SqlExecutor } from '../server/db/client';

/**
 * The header line every benchmark prints: whether its PostgreSQL makes each commit durable. Figures
 * on fsync=off are for a database that loses its last commits in a power cut (BENCH_FSYNC=off asks
 * scripts/test-postgres.sh for one; the default is durable).
 */
export async function postgresDurability(sql: SqlExecutor): Promise<string> {
  const { rows } = await sql(
    `select current_setting('fsync') as fsync, current_setting('synchronous_commit') as synchronous_commit,
            current_setting('server_version') as version`,
  );
  const { fsync, synchronous_commit: synchronousCommit, version } = rows[0] as Record<string, string>;
  const durable = fsync === 'on' && synchronousCommit !== 'off';
  return (
    `PostgreSQL ${version}: fsync=${fsync} synchronous_commit=${synchronousCommit} ` +
    (durable
      ? '(durable)'
      : '(NOT durable: figures are for a database that loses its last commits on a crash)')
  );
}

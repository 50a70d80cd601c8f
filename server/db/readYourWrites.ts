import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, Db } from './client';

/**
 * Read-your-writes with a streaming replica: every successful write through the API answers with a
 * cookie naming the primary's WAL position after it: the insert position, since a commit made with
 * synchronous_commit off (usage events; a server set so) may not be written yet, and the write
 * position (pg_current_wal_lsn) could then stand before it. A results read from the
 * same browser goes to the replica only once the replica has replayed up to that position, else to
 * the primary; a reader who wrote nothing reads the replica. The cookie travels with the person, so
 * it holds whichever server the balancer picks for the write and for the read.
 */
const cookieName = 'balss_wrote';
const lsnPattern = /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/i;
const unchanged = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerWriteMarks(app: FastifyInstance, database: Database): void {
  if (!database.replica) return;
  app.addHook('onSend', async (request, reply, payload) => {
    if (unchanged.has(request.method) || reply.statusCode >= 400 || !request.url.startsWith('/api/'))
      return payload;
    const { rows } = await database.executeSql('select pg_current_wal_insert_lsn()::text as lsn');
    reply.setCookie(cookieName, String(rows[0]?.lsn), {
      path: '/api',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: 600,
    });
    return payload;
  });
}

/** The database a results read of this request goes to: the replica unless it has not yet replayed the person's last write. */
export async function readerFor(database: Database, request: FastifyRequest): Promise<Db> {
  const { replica } = database;
  if (!replica) return database.db;
  const wrote = request.cookies?.[cookieName] ?? '0/0';
  if (!lsnPattern.test(wrote)) return database.db;
  try {
    const { rows } = await replica.executeSql(
      'select pg_last_wal_replay_lsn() >= $1::pg_lsn as caught_up',
      [wrote],
      'replica-caught-up',
    );
    return rows[0]?.caught_up === true ? replica.db : database.db;
  } catch (error) {
    request.log.warn({ err: error }, 'replica unavailable: reading from the primary');
    return database.db;
  }
}

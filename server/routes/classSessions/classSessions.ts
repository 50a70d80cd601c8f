import type { ServerResponse } from 'node:http';
import { requireAuth } from '../../auth/authenticate';
import { tokenStanding } from '../../auth/revocation';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { authorizeClassSession, loadClassSession } from '../../services/live/classSession';
import { classSessionWatchOf } from '../../services/live/classSessionWatch';
import { finishNoticesOf } from '../../services/live/finishNotices';
import { classSessionParams } from './schema';

/** A comment line this often keeps proxies from closing a quiet stream. */
const heartbeatMs = 15_000;

/**
 * The live class session (the classroom projector): the class's finished count out of expected and
 * its link, then the count again after every finish, as server-sent events.
 */
export const classSessionRoutes: RouteModule = (app, { database }) => {
  const { db } = database;
  const path = '/school/:schoolId/periods/:periodId/classes/:classId/session';

  // A stopping server ends its streams first (the browser reconnects, through the balancer to another
  // server): Fastify closes only once every connection has, and a stream never closes by itself.
  const openStreams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.end();
  });
  app.addHook('onClose', async () => {
    await finishNoticesOf(database).stop();
  });

  app.get(path, { schema: { params: classSessionParams } }, async (request) => {
    const { schoolId, periodId, classId } = request.params;
    return ok(await loadClassSession(db, requireAuth(request), schoolId, periodId, classId));
  });

  app.get(`${path}/events`, { schema: { params: classSessionParams } }, async (request, reply) => {
    const { schoolId, periodId, classId } = request.params;
    const claims = requireAuth(request);
    await authorizeClassSession(db, claims, schoolId, periodId, classId);
    /**
     * Whether the stream may go on: the token it was opened with is neither expired nor revoked (sign-out,
     * an archived identity, a disabled user) and still opens this class's session (a teacher taken off
     * the class). Checked before every count and heartbeat; otherwise the stream ends, and the browser
     * opens it again with a fresh token or is refused.
     */
    const stillAllowed = async () => {
      if (claims.expiresAt * 1000 <= Date.now()) return false;
      if ((await tokenStanding(database.executeSql, claims)) !== 'good') return false;
      return authorizeClassSession(db, claims, schoolId, periodId, classId).then(
        () => true,
        () => false,
      );
    };
    if (!request.headers.accept?.includes('text/event-stream'))
      throw new AppError(
        'bad_request',
        'This address is an event stream: ask for it with Accept: text/event-stream',
      );
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    raw.write(': open\n\n');
    let closed = false;
    let stop = () => {};
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    const end = () => {
      if (closed) return;
      closed = true;
      openStreams.delete(raw);
      clearInterval(heartbeat);
      stop();
    };
    // One write at a time, in order: each waits for its check, so a later count never overtakes an earlier one.
    let writes = Promise.resolve();
    const send = (text: string) => {
      writes = writes
        .then(async () => {
          if (closed) return;
          if (!(await stillAllowed())) {
            end();
            raw.end();
            return;
          }
          if (!closed) raw.write(text);
        })
        .catch(() => {
          end();
          raw.end();
        });
    };
    stop = await classSessionWatchOf(database).watch(periodId, classId, (count) => {
      send(`event: count\ndata: ${JSON.stringify(count)}\n\n`);
    });
    if (closed) {
      stop();
      return;
    }
    heartbeat = setInterval(() => send(': still here\n\n'), heartbeatMs);
    openStreams.add(raw);
    request.raw.on('close', end);
    raw.on('close', end);
    if (raw.destroyed) end();
  });
};

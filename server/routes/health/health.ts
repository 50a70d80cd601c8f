import { appliedMigrationCount, expectedMigrationCount } from '../../db/migrationStatus';
import type { RouteModule } from '../../deps';

/**
 * /health: database reachable, migrations current, job queue running; 503 when any is not.
 * /health/live: the process answers (a balancer or supervisor restarts it when not).
 * /health/ready: takes requests now: not draining after SIGTERM, queue running, database answering
 * with the migrations current (counted once: they only change at a start). Current is "at least this
 * release's": the previous release, started again in a rollback, runs on the newer release's additive
 * migrations (docs/DEPLOY.md, section 4).
 */
export const healthRoutes: RouteModule = (app, deps) => {
  const { database } = deps;
  let migrationsCurrent = false;

  const checkDatabase = async () => {
    try {
      await database.executeSql('select 1');
      const applied = await appliedMigrationCount(database.executeSql);
      return { reachable: true, applied };
    } catch {
      return { reachable: false, applied: 0 };
    }
  };

  app.get('/health', async (_request, reply) => {
    const { reachable, applied } = await checkDatabase();
    const expected = expectedMigrationCount();
    const checks = {
      database: reachable ? 'ok' : 'unreachable',
      migrations: { applied, expected, current: applied >= expected },
      queue: deps.queue?.isRunning() ? 'running' : 'stopped',
      driver: database.kind,
    };
    const healthy = reachable && applied >= expected && deps.queue?.isRunning() === true;
    const status = healthy ? 200 : 503;
    return reply.status(status).send({ status, data: { healthy, ...checks } });
  });

  // A balancer asks these every second: their answers are not logged unless something fails.
  const quiet = { logLevel: 'warn' as const };
  app.get('/health/live', quiet, async () => ({ status: 200, data: { live: true } }));

  app.get('/health/ready', quiet, async (_request, reply) => {
    const queue = deps.queue?.isRunning() === true;
    let databaseOk = false;
    if (!deps.draining && queue) {
      if (migrationsCurrent) {
        databaseOk = await database.executeSql('select 1').then(
          () => true,
          () => false,
        );
      } else {
        const { reachable, applied } = await checkDatabase();
        migrationsCurrent = reachable && applied >= expectedMigrationCount();
        databaseOk = migrationsCurrent;
      }
    }
    const ready = !deps.draining && queue && databaseOk;
    const status = ready ? 200 : 503;
    const data = { ready, draining: deps.draining === true, queue: queue ? 'running' : 'stopped' };
    return reply.status(status).send({ status, data });
  });
};

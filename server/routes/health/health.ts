import { appliedMigrationCount, expectedMigrationCount } from '../../db/migrationStatus';
import type { RouteModule } from '../../deps';

/** Database reachable, migrations current, job queue running; 503 when any is not. */
export const healthRoutes: RouteModule = (app, deps) => {
  const { database } = deps;
  app.get('/health', async (_request, reply) => {
    let databaseOk = false;
    let applied = 0;
    try {
      await database.executeSql('select 1');
      databaseOk = true;
      applied = await appliedMigrationCount(database.executeSql);
    } catch {
      databaseOk = false;
    }
    const expected = expectedMigrationCount();
    const checks = {
      database: databaseOk ? 'ok' : 'unreachable',
      migrations: { applied, expected, current: applied === expected },
      queue: deps.queue?.isRunning() ? 'running' : 'stopped',
      driver: database.kind,
    };
    const healthy = databaseOk && applied === expected && deps.queue?.isRunning() === true;
    const status = healthy ? 200 : 503;
    return reply.status(status).send({ status, data: { healthy, ...checks } });
  });
};

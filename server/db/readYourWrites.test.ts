import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTokenSigner } from '../auth/tokens';
import type { App, AppDeps } from '../deps';
import { buildSchoolWithResults } from '../test/exportTestKit';
import { buildIdentity, testPassword } from '../test/factories';
import { buildResponses } from '../test/resultsFactories';
import { testConfig } from '../test/testApp';
import { realDatabaseReadUrl, realDatabaseUrl } from '../test/testDatabase';
import { type Database, openDatabase } from './client';

/**
 * Results read from a streaming replica (DATABASE_READ_URL; in CI scripts/test-replica.sh): with the
 * replica's replay paused, a reader who wrote nothing sees the replica's older figures, while a reader
 * whose last write came after the change reads the primary and sees it.
 */
describe.skipIf(!realDatabaseUrl || !realDatabaseReadUrl)('results reads on a streaming replica', () => {
  let database: Database;
  let app: App;

  beforeAll(async () => {
    database = openDatabase({ databaseUrl: realDatabaseUrl!, readUrl: realDatabaseReadUrl!, poolSize: 2 });
    const config = testConfig({ databaseReadUrl: realDatabaseReadUrl });
    const deps: AppDeps = { config, database, queue: null, signer: createTokenSigner(config.tokenSecret) };
    app = await buildApp(deps);
  });
  afterAll(async () => {
    await database.replica?.executeSql('select pg_wal_replay_resume()').catch(() => {});
    await app.close();
    await database.close();
  });

  /**
   * Waits for the replica to replay all WAL flushed so far. The target is the primary's flush position,
   * not pg_current_wal_lsn(): WAL another session has written but not flushed is never sent. A
   * synchronous commit that wrote WAL (the logical message) first flushes everything inserted before
   * it, this test's writes too. CI's API suite runs with synchronous_commit off, and a commit that only
   * took an xid is never synchronous: the flush position then stood before the responses' commit.
   */
  const replicaCaughtUp = async () => {
    await database.executeSql(
      "select set_config('synchronous_commit', 'on', true), pg_logical_emit_message(true, 'balss-test', 'flush')",
    );
    const [{ lsn }] = (await database.executeSql('select pg_current_wal_flush_lsn()::text as lsn')).rows;
    const state =
      'select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok, pg_last_wal_receive_lsn()::text as received,';
    const detail = ' pg_last_wal_replay_lsn()::text as replayed, pg_is_wal_replay_paused() as paused';
    let last: Record<string, unknown> = {};
    for (let waited = 0; waited < 30_000; waited += 50) {
      const { rows } = await database.replica!.executeSql(state + detail, [lsn]);
      last = rows[0] ?? {};
      if (last.ok) return;
      await sleep(50);
    }
    throw new Error(`the replica did not replay ${lsn} within 30 s: ${JSON.stringify(last)}`);
  };

  const signIn = async (username: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: testPassword },
    });
    expect(response.statusCode).toBe(200);
    const mark = response.cookies.find((cookie) => cookie.name === 'balss_wrote');
    expect(mark?.value).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
    return { token: response.json().data.token as string, mark: mark!.value };
  };

  it("shows a person what they wrote at once, and others the replica's figures", async () => {
    const world = await buildSchoolWithResults(database.db, { large: 9, small: 3 });
    const { user } = await buildIdentity(database.db, {
      type: 'school_admin',
      organizationId: world.school.id,
      password: testPassword,
      permissions: { view_survey_results: true },
    });
    const finished = async (session: { token: string; mark?: string }) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/results/v2/summary',
        headers: { authorization: `Bearer ${session.token}` },
        cookies: session.mark ? { balss_wrote: session.mark } : {},
        payload: { period_identifiers: { type: 'period', id: world.period.id }, filters: {} },
      });
      expect(response.statusCode).toBe(200);
      return response.json().data.info.survey_info.num_finished as number;
    };

    const before = await signIn(user.username);
    await replicaCaughtUp();
    await database.replica!.executeSql('select pg_wal_replay_pause()');
    await buildResponses(
      database.db,
      Array.from({ length: 5 }, () => ({
        periodId: world.period.id,
        classId: world.classA.id,
        grade: 7,
        answers: { safe: 3 },
      })),
    );
    const after = await signIn(user.username);

    expect(await finished({ token: before.token })).toBe(12);
    expect(await finished(after)).toBe(17);

    await database.replica!.executeSql('select pg_wal_replay_resume()');
    await replicaCaughtUp();
    expect(await finished({ token: before.token })).toBe(17);
  });
});

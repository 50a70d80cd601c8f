import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { seedDemoAccounts } from '../db/seed/demoAccounts';
import { demoUsernames } from '../db/seed/demoLogins';
import { freePort, runScript, startMain } from '../test/mainProcess';
import { emptyPostgresDatabase, realDatabaseUrl } from '../test/testDatabase';

/**
 * Issue 36.1: a real server started without the demo setting has no demo logins, and the first
 * super-admin comes from `npm run admin:create`. On PostgreSQL (test:pg: an empty database of its own,
 * DEMO_DATA unset, so off by default) or on PGlite (a fresh DATA_DIR with DEMO_DATA=false).
 */
describe('a server without demo data, and its first super-admin', () => {
  let env: Record<string, string>;
  let dropDatabase = async () => {};
  const post = (url: string, body: object) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    const port = String(await freePort());
    const common = {
      NODE_ENV: 'production',
      PORT: port,
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      TOKEN_SECRET: 'first-admin-token-secret-first-admin-token-secret',
      COOKIE_SECRET: 'first-admin-cookie-secret-first-admin-cookie-secret',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'balss-first-admin-')),
      DEMO_DATA: '',
      BALSS_TEST_FILE_DATABASE_URL: '',
    };
    if (realDatabaseUrl) {
      const scratch = await emptyPostgresDatabase();
      dropDatabase = scratch.drop;
      env = { ...common, DATABASE_URL: scratch.url };
    } else {
      env = { ...common, DATABASE_URL: '', DEMO_DATA: 'false' };
    }
  });
  afterAll(() => dropDatabase());

  /** The server's database, opened while no server runs (PGlite is one process's). */
  async function withDatabase<T>(work: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>) {
    const database = env.DATABASE_URL
      ? openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 1 })
      : openDatabase({ dataDir: env.DATA_DIR });
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  }

  it('starts with no demo login; super/demo12345 is refused and /results/demo is not available', async () => {
    const server = await startMain(env);
    if (!server.started) throw new Error(`the server did not start:\n${server.output}`);
    try {
      const demo = await post(`${server.url}/api/auth/login`, { username: 'super', password: 'demo12345' });
      expect(demo.status).toBe(401);
      const results = await fetch(`${server.url}/api/results/demo`);
      expect(results.status).toBe(404);
      expect((await results.json()).message).toBe('demo results are not available');
    } finally {
      await server.stop();
    }
    const demoRows = await withDatabase((db) =>
      db.select({ username: users.username }).from(users).where(inArray(users.username, demoUsernames)),
    );
    expect(demoRows).toEqual([]);
  });

  it('admin:create makes a super-admin without a password and prints the link that sets it', async () => {
    const made = await runScript(
      'server/cli/createSuperAdmin.ts',
      ['--username', 'Jana.Admin', '--email', 'jana@skola.example.lv', '--name', 'Jana'],
      { ...env, ADMIN_SURNAME: 'Ozola' },
    );
    expect(made.code, made.output).toBe(0);
    expect(made.output).toContain(
      'Super-admin jana.admin <jana@skola.example.lv> created, without a password.',
    );
    const link = new URL(/^(http\S+reset-password\S+)$/m.exec(made.output)?.[1] ?? 'http://none');
    expect(link.origin).toBe(env.APP_URL);
    expect(link.searchParams.get('new_user')).toBe('1');

    // The same username again, and missing values, are refused with a message naming them.
    const again = await runScript(
      'server/cli/createSuperAdmin.ts',
      ['--username', 'jana.admin', '--email', 'other@skola.example.lv', '--name', 'Other'],
      env,
    );
    expect(again.code).toBe(1);
    expect(again.output).toContain('username: is already used by another account');
    const missing = await runScript('server/cli/createSuperAdmin.ts', ['--name', 'Nobody'], env);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('Missing --username (or ADMIN_USERNAME), --email (or ADMIN_EMAIL)');
    expect(missing.output).not.toMatch(/\n\s+at /); // the reason, not a stack

    const server = await startMain(env);
    if (!server.started) throw new Error(`the server did not start:\n${server.output}`);
    try {
      const token = link.searchParams.get('token');
      expect(
        (await post(`${server.url}/api/auth/login`, { username: 'jana.admin', password: 'x' })).status,
      ).toBe(401);
      const set = await post(`${server.url}/api/auth/reset-password`, { token, password: 'Pavasaris-2026!' });
      expect(set.status).toBe(200);
      const signedIn = await post(`${server.url}/api/auth/login`, {
        username: 'jana.admin',
        password: 'Pavasaris-2026!',
      });
      expect(signedIn.status).toBe(200);
      const user = await fetch(`${server.url}/api/user`, {
        headers: { authorization: `Bearer ${(await signedIn.json()).data.token}` },
      });
      expect((await user.json()).data).toMatchObject({ username: 'jana.admin', type: 'super_admin' });
      // The link was used up.
      expect(
        (await post(`${server.url}/api/auth/reset-password`, { token, password: 'Another-2026!' })).status,
      ).toBe(410);
    } finally {
      await server.stop();
    }
  });

  it('refuses to start while a demo login has the published password; demo:disable-logins lets it start', async () => {
    // An installation that was started with demo data before (every earlier release seeded it).
    await withDatabase((db) => seedDemoAccounts(db));
    const refused = await startMain(env);
    if (refused.started) {
      await refused.stop();
      throw new Error('the server started with demo logins in its database');
    }
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'Refusing to start: the database holds demo logins with the published password',
    );
    expect(refused.output).toContain('npm run demo:disable-logins');
    expect(refused.output).toContain('DEMO_DATA=true');

    const fixed = await runScript('server/cli/disableDemoLogins.ts', [], env);
    expect(fixed.code, fixed.output).toBe(0);
    expect(fixed.output).toContain(
      'Disabled the demo logins super, orgadmin, admin, teacher, student, solo, multi',
    );
    const server = await startMain(env);
    if (!server.started) throw new Error(`the server did not start:\n${server.output}`);
    try {
      const demo = await post(`${server.url}/api/auth/login`, { username: 'super', password: 'demo12345' });
      expect(demo.status).toBe(401);
    } finally {
      await server.stop();
    }
  });
});

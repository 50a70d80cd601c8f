import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, responses } from '../db/schema';
import { sendMail } from '../services/mail/mailer';
import { type CellFolder, startCellFolder } from '../services/resultCells/cellFolder';
import { rebuildPeriodCells } from '../services/resultCells/foldCells';
import { queryRows } from '../services/resultCells/queryRows';
import { startClusterTestServer } from './clusterTestServer';
import { buildSchoolWithResults } from './exportTestKit';
import { bearer, buildIdentity, buildSchool, testPassword } from './factories';
import { buildResponses } from './resultsFactories';
import { type ServerProcess, startServerProcess } from './serverProcess';
import { startSmtpCatcher } from './smtpCatcher';
import { realDatabaseUrl } from './testDatabase';

type Server = Awaited<ReturnType<typeof startClusterTestServer>>;

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  for (const startedAt = Date.now(); !(await check()); await sleep(100)) {
    if (Date.now() - startedAt > timeoutMs) throw new Error(`not within ${timeoutMs} ms: ${what}`);
  }
}

/** Issue 19: two app servers in two processes on one PostgreSQL share sessions, limits, jobs and results. */
describe.skipIf(!realDatabaseUrl)('two app servers on one PostgreSQL', () => {
  let one: Server;
  let oneOrigin: string;
  let oneFolder: CellFolder;
  let two: ServerProcess;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    one = await startClusterTestServer(smtp.url);
    oneFolder = startCellFolder(one.deps.database.db, one.logger, { intervalMs: 100 });
    oneOrigin = await one.app.listen({ port: 0, host: '127.0.0.1' });
    two = await startServerProcess('server/test/clusterServerProcess.ts', { TEST_SMTP_URL: smtp.url });
  }, 60_000);

  afterAll(async () => {
    await two?.stop();
    await oneFolder?.stop();
    await one?.close();
    await smtp?.close();
  });

  const db = () => one.deps.database.db;
  const call = (
    origin: string,
    method: string,
    path: string,
    options: { token?: string; body?: object } = {},
  ) =>
    fetch(`${origin}${path}`, {
      method,
      headers: {
        'user-agent': 'two-servers-test',
        ...(options.token ? bearer(options.token) : {}),
        ...(options.body ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });

  async function schoolAdmin() {
    const { school } = await buildSchool(db());
    const { user } = await buildIdentity(db(), {
      type: 'school_admin',
      organizationId: school.id,
      password: testPassword,
      permissions: { view_survey_results: true },
    });
    return user;
  }

  const signIn = async (origin: string, username: string, password = testPassword) =>
    call(origin, 'POST', '/api/auth/login', { body: { username, password } });

  it('takes a session made on one server on the other, and a sign-out on one ends it on both', async () => {
    const user = await schoolAdmin();
    const login = await signIn(oneOrigin, user.username);
    expect(login.status).toBe(200);
    const { token } = (await login.json()).data;

    const onTwo = await call(two.origin, 'GET', '/api/user', { token });
    expect(onTwo.status).toBe(200);
    expect((await onTwo.json()).data.username).toBe(user.username);

    expect((await call(two.origin, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await call(oneOrigin, 'GET', '/api/user', { token })).status).toBe(401);
  });

  it('counts failed sign-ins on both servers against one limit', async () => {
    const user = await schoolAdmin();
    for (const origin of [oneOrigin, two.origin, oneOrigin, two.origin, oneOrigin]) {
      expect((await signIn(origin, user.username, 'wrong-password')).status).toBe(401);
    }
    expect((await signIn(two.origin, user.username)).status).toBe(429);
  });

  it('delivers each mail once although both servers work the queue', async () => {
    const tag = randomUUID().slice(0, 8);
    const ids: number[] = [];
    for (let index = 0; index < 10; index++) {
      ids.push(
        await sendMail(db(), one.deps.queue, {
          to: `person${index}@example.test`,
          subject: `Two servers ${tag} #${index}`,
          text: 'Hello',
          kind: 'test',
        }),
      );
    }
    await until(
      async () =>
        (
          await db()
            .select()
            .from(outbox)
            .where(and(inArray(outbox.id, ids), isNull(outbox.sentAt)))
        ).length === 0,
      40_000,
      'every mail sent',
    );
    await sleep(1000);
    const caught = smtp.mails.filter((mail) => mail.subject.includes(tag)).map((mail) => mail.subject);
    expect(caught).toHaveLength(10);
    expect(new Set(caught).size).toBe(10);
  }, 60_000);

  it('downloads an export started on one server from the other', async () => {
    const world = await buildSchoolWithResults(db(), { large: 9, small: 3 });
    const { user } = await buildIdentity(db(), {
      type: 'school_admin',
      organizationId: world.school.id,
      password: testPassword,
      permissions: { view_survey_results: true },
    });
    const { token } = (await (await signIn(oneOrigin, user.username)).json()).data;
    const started = await call(oneOrigin, 'POST', '/api/results/v2/exports', {
      token,
      body: {
        kind: 'xlsx',
        request: { period_identifiers: { type: 'period', id: world.period.id }, filters: {} },
      },
    });
    expect(started.status).toBe(201);
    const { id } = (await started.json()).data;
    await until(
      async () =>
        (await (await call(two.origin, 'GET', `/api/results/v2/exports/${id}`, { token })).json()).data
          .status === 'done',
      30_000,
      'the export done',
    );
    const file = await call(two.origin, 'GET', `/api/results/v2/exports/${id}/file`, { token });
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });

  it('never folds a response into the results twice while both servers fold', async () => {
    const world = await buildSchoolWithResults(db(), { large: 1, small: 0 });
    for (let batch = 0; batch < 6; batch++) {
      await buildResponses(
        db(),
        Array.from({ length: 40 }, (_, index) => ({
          periodId: world.period.id,
          classId: world.classA.id,
          grade: 7,
          answers: { grade: 'g7', safe: 1 + ((batch + index) % 5) },
        })),
      );
      await sleep(150);
    }
    await until(
      async () =>
        (
          await db()
            .select({ id: responses.id })
            .from(responses)
            .where(and(eq(responses.periodId, world.period.id), eq(responses.counted, false)))
        ).length === 0,
      30_000,
      'every response folded',
    );
    const cells = async () =>
      queryRows<Record<string, unknown>>(
        await db().execute(sql`
          select class_key, grade, kind, key, value, count from result_cells
          where period_id = ${world.period.id} order by class_key, grade, kind, key, value`),
      );
    const folded = await cells();
    expect(folded.length).toBeGreaterThan(0);
    await rebuildPeriodCells(db(), world.period.id);
    expect(await cells()).toEqual(folded);
  });
});

/**
 * npm run bench:invitations — invitation campaign mail through the real server (server/main.ts in a
 * child process) on a real PostgreSQL (DATABASE_URL; scripts/test-postgres.sh starts one) to a local
 * SMTP server (smtp-server on 127.0.0.1):
 * 10,000 recipients queued in ≤ 10 s and delivered at ≥ 200 mails/s; then a second campaign of 10,000
 * with a kill -9 of the server mid-send and a restart: every recipient exactly one mail (each mail is
 * recorded sent before the server is told it is complete: server/services/mail/sealedSmtp.ts).
 */
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../server/app';
import { createTokenSigner } from '../server/auth/tokens';
import { openDatabase } from '../server/db/client';
import { seedPlatformContent } from '../server/db/seed/platformContent';
import type { AppDeps } from '../server/deps';
import { unconfirmed } from '../server/services/invitationCampaigns/sendRound';
import { buildIdentity, buildSchool, tokenFor } from '../server/test/factories';
import { buildResultsPeriod } from '../server/test/resultsFactories';
import { startSmtpCatcher } from '../server/test/smtpCatcher';
import { buildPublishedSurvey, hoursFromNow } from '../server/test/surveyFactories';
import { testConfig } from '../server/test/testApp';
import { postgresDurability } from './postgresDurability';
import { serverProcess } from './submit/serverProcess';

const recipients = 10_000;
const target = { queuedSeconds: 10, mailsPerSecond: 200 };
const throttle = 400;
const databaseUrl = process.env.DATABASE_URL;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const mark = (ok: boolean) => (ok ? 'OK' : 'MISSED');

async function main() {
  if (!databaseUrl) {
    console.error('Set DATABASE_URL to a PostgreSQL database: eval "$(scripts/test-postgres.sh start)"');
    process.exit(1);
  }
  const config = testConfig();
  const database = openDatabase({ databaseUrl, poolSize: 4 });
  await database.migrate();
  await seedPlatformContent(database.db);
  const db = database.db;
  const deps: AppDeps = { config, database, queue: null, signer: createTokenSigner(config.tokenSecret) };
  const setupApp = await buildApp(deps);
  const { school } = await buildSchool(db);
  const { version } = await buildPublishedSurvey(db, null, { audience: 'parent' });
  const period = await buildResultsPeriod(db, {
    organizationId: school.id,
    surveyVersionId: version.id,
    startsAt: new Date(hoursFromNow(-1)),
    endsAt: new Date(hoursFromNow(24 * 14)),
  });
  const superAdmin = await buildIdentity(db, { type: 'super_admin', organizationId: null });
  const token = await tokenFor(deps, superAdmin.identity, 3600);
  await setupApp.close();

  const sink = await startSmtpCatcher();
  process.env.SMTP_URL = sink.url;
  process.env.INVITATION_MAILS_PER_SECOND = String(throttle);
  process.env.LOG_LEVEL = 'warn';
  const server = serverProcess(databaseUrl, await freePort(), {
    token: config.tokenSecret,
    cookie: config.cookieSecret,
  });
  const watchdog = setTimeout(async () => {
    console.error(`bench:invitations: gave up after 15 minutes; server log ${server.logFile}`);
    await server.kill9();
    process.exit(2);
  }, 900_000);
  const call = async (method: string, path: string, body?: object) => {
    const response = await fetch(`${server.url}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await response.json()) as { data: { id: number } };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  const sql = database.executeSql;
  const deliveries = async (roundId: number) =>
    Number(
      (await sql('select count(*)::int as n from invitation_deliveries where sending_id = $1', [roundId]))
        .rows[0].n,
    );
  const roundState = async (roundId: number) =>
    String((await sql('select state from invitation_sendings where id = $1', [roundId])).rows[0].state);
  // Campaign A's mails all arrive before campaign B's, so counting from where B began is enough.
  let roundStart = 0;
  const received = () => sink.mails.length - roundStart;

  /** A campaign of 10,000 addresses and its invitation round; returns when every mail is queued. */
  async function queueCampaign(name: string, prefix: string) {
    const started = performance.now();
    const campaign = await call('POST', 'super-admin/invitation-manager', {
      name,
      surveyPeriodId: period.id,
    });
    const emails = Array.from({ length: recipients }, (_, index) => `${prefix}${index}@example.lv`);
    await call('POST', `super-admin/invitation-manager/add-emails/${campaign.id}`, { emails });
    const round = await call('POST', `super-admin/invitation-manager/${campaign.id}/sendings`, {
      kind: 'invitation',
    });
    while ((await deliveries(round.id)) < recipients) await sleep(50);
    return { roundId: round.id, queuedSeconds: (performance.now() - started) / 1000 };
  }

  try {
    await server.start();
    console.log(await postgresDurability(sql));
    console.log(
      `bench:invitations — ${recipients.toLocaleString('en')} recipients, throttle ${throttle} mails/s, SMTP ${sink.url}`,
    );

    const first = await queueCampaign('Bench A', 'bench-a-');
    let firstMailAt = 0;
    while (received() < recipients) {
      if (!firstMailAt && received() > 0) firstMailAt = performance.now();
      await sleep(20);
    }
    const deliverySeconds = (performance.now() - firstMailAt) / 1000;
    const rate = recipients / deliverySeconds;
    console.log(
      `queued: ${recipients.toLocaleString('en')} recipients added and their mails queued in ${first.queuedSeconds.toFixed(2)} s (target ≤ ${target.queuedSeconds} s) ${mark(first.queuedSeconds <= target.queuedSeconds)}`,
    );
    console.log(
      `delivered: ${recipients.toLocaleString('en')} mails to the local SMTP server in ${deliverySeconds.toFixed(1)} s = ${rate.toFixed(0)} mails/s (target ≥ ${target.mailsPerSecond}) ${mark(rate >= target.mailsPerSecond)}`,
    );

    roundStart = sink.mails.length;
    const second = await queueCampaign('Bench B', 'bench-b-');
    while (received() < 3000) await sleep(5);
    const atKill = received();
    await server.kill9();
    console.log(
      `crash: kill -9 of the server with ${atKill.toLocaleString('en')} of ${recipients.toLocaleString('en')} mails delivered; restarting`,
    );
    const restartedAt = performance.now();
    await server.start();
    while ((await roundState(second.roundId)) !== 'done') await sleep(200);
    await sleep(1000);
    const resumeSeconds = (performance.now() - restartedAt) / 1000;
    const perRecipient = new Map<string, { count: number; ids: Set<string> }>();
    for (const mail of sink.mails.filter((row) => row.to.startsWith('bench-b-'))) {
      const entry = perRecipient.get(mail.to) ?? { count: 0, ids: new Set<string>() };
      entry.count += 1;
      entry.ids.add(mail.messageId);
      perRecipient.set(mail.to, entry);
    }
    const missing = recipients - perRecipient.size;
    const unconfirmedCount = Number(
      (
        await sql(
          'select count(*)::int as n from invitation_deliveries where sending_id = $1 and smtp_response = $2',
          [second.roundId, unconfirmed],
        )
      ).rows[0].n,
    );
    const twice = [...perRecipient.values()].filter((entry) => entry.count > 1);
    const sameId = twice.filter((entry) => entry.ids.size === 1).length;
    const exactlyOne = [...perRecipient.values()].filter((entry) => entry.count === 1).length;
    console.log(`resumed: the round finished ${resumeSeconds.toFixed(1)} s after the restart`);
    console.log(
      `in doubt: ${unconfirmedCount} mails were sealed (recorded sent) but the server died before their SMTP answer; marked unconfirmed, not sent again`,
    );
    console.log(
      `after the crash: ${exactlyOne.toLocaleString('en')} of ${recipients.toLocaleString('en')} recipients got exactly one mail (target: all) ${mark(exactlyOne === recipients)}; none: ${missing}; more than one: ${twice.length} (of them with the same Message-ID, in flight at the kill: ${sameId})`,
    );
  } finally {
    clearTimeout(watchdog);
    await server.stop();
    await sink.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

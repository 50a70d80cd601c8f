/**
 * npm run bench:invitations — invitation campaign mail through the real server (server/main.ts in a
 * child process) on a real PostgreSQL (DATABASE_URL; scripts/test-postgres.sh starts one) to a local
 * SMTP server (smtp-server on 127.0.0.1):
 * 10,000 recipients queued in ≤ 10 s and delivered at ≥ 200 mails/s; then a second campaign of 10,000
 * with a kill -9 of the server mid-send and a restart: every recipient exactly one mail (each mail is
 * recorded sent before the server is told it is complete: server/services/mail/sealedSmtp.ts).
 * The delivery rate is printed beside its floors, measured in the same run: the rate the same SMTP
 * server takes the same mails from a plain nodemailer pool of as many connections (nothing recorded),
 * and the raw single-row commit rate of the same PostgreSQL from as many connections; and beside the
 * CPU each mail costs the server and PostgreSQL, which says what 2 free cores would allow on a machine
 * others are loading. Each run uses addresses of its own, so rounds a killed earlier run left in the
 * same database do not count. `-- --cpu-prof <dir>` writes V8 CPU profiles of the server child.
 */
import { execFile } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs, promisify } from 'node:util';
import { buildApp } from '../server/app';
import { createTokenSigner } from '../server/auth/tokens';
import { openDatabase } from '../server/db/client';
import { seedPlatformContent } from '../server/db/seed/platformContent';
import type { AppDeps } from '../server/deps';
import { unconfirmed } from '../server/services/invitationCampaigns/sendRound';
import { buildIdentity, buildSchool, tokenFor } from '../server/test/factories';
import { buildResultsPeriod } from '../server/test/resultsFactories';
import { type CaughtMail, startSmtpCatcher } from '../server/test/smtpCatcher';
import { buildPublishedSurvey, hoursFromNow } from '../server/test/surveyFactories';
import { testConfig } from '../server/test/testApp';
import { freePort, loadText } from './machine';
import { postgresDurability } from './postgresDurability';
import { cpuMeter, postmasterPid } from './submit/cpuMeter';
import { runRawCommits } from './submit/rawCommits';
import { serverProcess } from './submit/serverProcess';

const recipients = 10_000;
const target = { queuedSeconds: 10, mailsPerSecond: 200 };
const throttle = 400;
/** The server's campaign SMTP connections (sendJob.ts: maxConnections of SMTP_URL, else 10). */
const smtpConnections = 10;
const floorMails = 3000;
const databaseUrl = process.env.DATABASE_URL;
const { values: args } = parseArgs({ options: { 'cpu-prof': { type: 'string' } } });
const run = Date.now().toString(36);

const mark = (ok: boolean) => (ok ? 'OK' : 'MISSED');

/** The plain nodemailer floor in its own process (bench/invitations/plainSmtp.ts). */
async function plainSmtpRate(url: string, sample: { from: string; subject: string; text: string }) {
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--import',
    'tsx',
    'bench/invitations/plainSmtp.ts',
    url,
    String(floorMails),
    String(smtpConnections),
    JSON.stringify(sample),
  ]);
  return JSON.parse(stdout.trim().split('\n').at(-1) as string) as { perSecond: number };
}

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
  // A token lives 15 minutes (the server refuses longer ones): each call takes a fresh one.
  const token = () => tokenFor(deps, superAdmin.identity);
  await setupApp.close();

  const sink = await startSmtpCatcher();
  process.env.SMTP_URL = sink.url;
  process.env.INVITATION_MAILS_PER_SECOND = String(throttle);
  process.env.LOG_LEVEL = 'warn';
  const profileDir = args['cpu-prof'];
  const server = serverProcess(
    databaseUrl,
    await freePort(),
    { token: config.tokenSecret, cookie: config.cookieSecret },
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  const watchdog = setTimeout(async () => {
    console.error(`bench:invitations: gave up after 15 minutes; server log ${server.logFile}`);
    await server.kill9();
    process.exit(2);
  }, 900_000);
  const call = async (method: string, path: string, body?: object) => {
    const response = await fetch(`${server.url}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
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
  const commits = async () =>
    Number(
      (await sql('select xact_commit from pg_stat_database where datname = current_database()')).rows[0]
        .xact_commit,
    );
  /** Mails the sink has received for one prefix, counted as they come. */
  const receivedFor = (prefix: string) => {
    let scanned = 0;
    let count = 0;
    return () => {
      for (; scanned < sink.mails.length; scanned++) if (sink.mails[scanned].to.startsWith(prefix)) count++;
      return count;
    };
  };

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

    const [backend] = (await sql('select pg_backend_pid() as pid')).rows;
    const cpu = cpuMeter(server.pid, postmasterPid(Number(backend.pid)));
    const loadBefore = loadText();
    const prefixA = `bench-a-${run}-`;
    const receivedA = receivedFor(prefixA);
    const first = await queueCampaign('Bench A', prefixA);
    let firstMailAt = 0;
    let cpuAtFirst = cpu.sample();
    let commitsAtFirst = 0;
    while (receivedA() < recipients) {
      if (!firstMailAt && receivedA() > 0) {
        firstMailAt = performance.now();
        cpuAtFirst = cpu.sample();
        commitsAtFirst = await commits();
      }
      await sleep(20);
    }
    const deliverySeconds = (performance.now() - firstMailAt) / 1000;
    const cost = cpu.perSubmission(cpuAtFirst, recipients);
    const rate = recipients / deliverySeconds;
    const loadAfter = loadText();
    const sampleMail = sink.mails.find((mail) => mail.to.startsWith(prefixA)) as CaughtMail;
    const smtpFloor = await plainSmtpRate(sink.url, {
      from: config.mailFrom,
      subject: sampleMail.subject,
      text: sampleMail.text,
    });
    // Read after the SMTP floor's seconds: an idle backend reports its counts up to 10 s late.
    const commitsPerMail = ((await commits()) - commitsAtFirst) / recipients;
    const commitFloor = await runRawCommits(databaseUrl, smtpConnections, 3);
    if (first.queuedSeconds > target.queuedSeconds || rate < target.mailsPerSecond) process.exitCode = 1;
    console.log(
      `queued: ${recipients.toLocaleString('en')} recipients added and their mails queued in ${first.queuedSeconds.toFixed(2)} s (target ≤ ${target.queuedSeconds} s) ${mark(first.queuedSeconds <= target.queuedSeconds)}`,
    );
    console.log(
      `delivered: ${recipients.toLocaleString('en')} mails to the local SMTP server in ${deliverySeconds.toFixed(1)} s = ${rate.toFixed(0)} mails/s (target ≥ ${target.mailsPerSecond}) ${mark(rate >= target.mailsPerSecond)}`,
    );
    console.log(
      `  floors, measured right after: the same SMTP server takes the same mails from a plain nodemailer pool of ${smtpConnections} connections (nothing recorded) at ${smtpFloor.perSecond.toFixed(0)} mails/s; ` +
        `the same PostgreSQL commits ${commitFloor.perSecond.toFixed(0)} single-row transactions/s from ${smtpConnections} connections → delivery is ${(rate / smtpFloor.perSecond).toFixed(2)} × the SMTP floor`,
    );
    console.log(
      `  PostgreSQL commits per mail while delivering: ${commitsPerMail.toFixed(2)} (pg_stat_database, every transaction of the database) → the raw commit rate allows ${(commitFloor.perSecond / commitsPerMail).toFixed(0)} mails/s`,
    );
    console.log(
      `  CPU per mail: server ${cost.server.toFixed(3)} ms, PostgreSQL ${cost.postgres.toFixed(3)} ms → at most ${cost.ceiling.toFixed(0)} mails/s on 2 free cores; SMTP sink and bench ${cost.load.toFixed(3)} ms`,
    );
    console.log(`  machine load average (1, 5, 15 min) before ${loadBefore} · after ${loadAfter}`);

    if (profileDir) {
      // The kill -9 below would lose the profile of campaign A's delivery: stop and start again.
      await server.stop();
      await server.start();
    }
    const prefixB = `bench-b-${run}-`;
    const receivedB = receivedFor(prefixB);
    const second = await queueCampaign('Bench B', prefixB);
    while (receivedB() < 3000) await sleep(5);
    const atKill = receivedB();
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
    for (const mail of sink.mails.filter((row) => row.to.startsWith(prefixB))) {
      const entry = perRecipient.get(mail.to) ?? { count: 0, ids: new Set<string>() };
      entry.count += 1;
      entry.ids.add(mail.messageId);
      perRecipient.set(mail.to, entry);
    }
    const missing = recipients - perRecipient.size;
    const unconfirmedEmails = new Set<string>(
      (
        await sql(
          `select r.email from invitation_deliveries d join invitation_recipients r on r.id = d.recipient_id
            where d.sending_id = $1 and d.state = $2`,
          [second.roundId, unconfirmed],
        )
      ).rows.map((row) => row.email as string),
    );
    const unconfirmedCount = unconfirmedEmails.size;
    const unconfirmedMissing = [...unconfirmedEmails].filter((email) => !perRecipient.has(email)).length;
    const lost = missing - unconfirmedMissing;
    const twice = [...perRecipient.values()].filter((entry) => entry.count > 1);
    const sameId = twice.filter((entry) => entry.ids.size === 1).length;
    const exactlyOne = [...perRecipient.values()].filter((entry) => entry.count === 1).length;
    console.log(`resumed: the round finished ${resumeSeconds.toFixed(1)} s after the restart`);
    console.log(
      `in doubt: ${unconfirmedCount} mails were sealed (recorded sent) but the server died before their SMTP answer; marked unconfirmed, not sent again`,
    );
    console.log(
      `after the crash: ${exactlyOne.toLocaleString('en')} of ${recipients.toLocaleString('en')} recipients got exactly one mail (target: all) ${mark(exactlyOne === recipients)}; none: ${missing} (${unconfirmedMissing} of them unconfirmed); more than one: ${twice.length} (of them with the same Message-ID, in flight at the kill: ${sameId})`,
    );
    console.log(
      `guarantee: no recipient mailed twice ${mark(twice.length === 0)}; every recipient without a mail is listed unconfirmed ${mark(lost === 0)}`,
    );
    if (twice.length > 0 || lost > 0) process.exitCode = 1;
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

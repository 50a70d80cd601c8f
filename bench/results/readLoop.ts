/**
 * Issue 20's reads in a loop, for profiling and quick iterations (not a target run: `npm run
 * bench:results` is). Generates once into DATABASE_URL a school period (10k), a parent period of
 * 50 schools (100k) and one of 500 schools (200k), remembered in `bench_read_loop`; later runs reuse
 * them. Each read is measured against its floor, interleaved (then made afresh: nothing kept, summaryCache.ts);
 * `--profile=dashboard|parent50|parent500|http`
 * then reads that one `--loops=N` times (run under `node --cpu-prof`).
 *   node --import tsx bench/results/readLoop.ts [--profile=parent500] [--loops=2000]
 */
import { eq, sql } from 'drizzle-orm';
import { identities } from '../../server/db/schema';
import { seedPlatformContent } from '../../server/db/seed/platformContent';
import { tokenFor } from '../../server/test/factories';
import { buildPublishedSurvey } from '../../server/test/surveyFactories';
import { loadText } from '../machine';
import { timedCallerAs } from './api';
import { listenBenchApp, openBenchDatabase } from './benchApp';
import { benchSurveyContent } from './benchSurvey';
import { foldEverything } from './cube';
import { forgetKeptSummaries, measureAgainstFloor, periodCellsFloor } from './floors';
import { generateParent, generateSchool } from './generate';

const argument = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? null;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Set DATABASE_URL');
  const { config, database } = openBenchDatabase(databaseUrl);
  const { db } = database;
  await database.migrate();
  await db.execute(
    sql`create table if not exists bench_read_loop (name text primary key, period_id int, identity_id int)`,
  );
  let reads = rowsOf<{ name: string; period_id: number; identity_id: number }>(
    await db.execute(sql`select * from bench_read_loop`),
  );
  if (reads.length === 0) {
    await seedPlatformContent(db);
    const content = benchSurveyContent();
    const { version } = await buildPublishedSurvey(db, null, { content });
    const school = await generateSchool(db, content, version.id, 10_000);
    const parent50 = await generateParent(db, content, version.id, 50, 100_000);
    const parent500 = await generateParent(db, content, version.id, 500, 200_000);
    await db.execute(sql`analyze`);
    await foldEverything(db);
    await db.execute(sql`insert into bench_read_loop values
      ('dashboard', ${school.period.id}, ${school.admin.identity.id}),
      ('parent50', ${parent50.parent.id}, ${parent50.admin.identity.id}),
      ('parent500', ${parent500.parent.id}, ${parent500.admin.identity.id})`);
    reads = rowsOf(await db.execute(sql`select * from bench_read_loop`));
  }
  const { deps, app, baseUrl } = await listenBenchApp(config, database);
  const endpoints = new Map<string, { endpoint: () => Promise<void>; periodId: number }>();
  for (const read of reads) {
    const [identity] = await db.select().from(identities).where(eq(identities.id, read.identity_id));
    const api = timedCallerAs(baseUrl, await tokenFor(deps, identity, 4 * 3600));
    const type = read.name === 'dashboard' ? 'period' : 'parent_period';
    endpoints.set(read.name, {
      periodId: read.period_id,
      endpoint: () =>
        api.post('/results/v2/summary', { period_identifiers: { type, id: read.period_id }, filters: {} }),
    });
  }
  // What HTTP alone costs (client and server), to subtract from a read's Node CPU.
  const anonymous = timedCallerAs(baseUrl, null);
  endpoints.set('http', { periodId: 0, endpoint: () => anonymous.get('/health/live') });
  const profile = argument('profile');
  if (profile) {
    const read = endpoints.get(profile);
    if (!read) throw new Error(`no read ${profile}`);
    const loops = Number(argument('loops') ?? 1000);
    for (let i = 0; i < 50; i++) await read.endpoint();
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (let i = 0; i < loops; i++) await read.endpoint();
    const used = process.cpuUsage(cpu);
    console.log(
      `${profile}: ${loops} reads, ${((performance.now() - started) / loops).toFixed(2)} ms each, ` +
        `Node CPU ${((used.user + used.system) / 1000 / loops).toFixed(2)} ms each (server and client), load ${loadText()}`,
    );
  } else {
    console.log(`load ${loadText()}`);
    for (const [name, read] of endpoints) {
      if (name === 'http') continue;
      await measureAgainstFloor(
        {
          name,
          floorReads: 'whole-period cells',
          endpoint: read.endpoint,
          floor: periodCellsFloor(database.executeSql, read.periodId),
          forget: forgetKeptSummaries(database.executeSql),
        },
        { warmups: 20, samples: 100 },
      );
    }
  }
  if (process.argv.includes('--plans')) {
    // Which prepared statements PostgreSQL plans anew at each bind (custom) rather than once (generic), per connection.
    for (let i = 0; i < 3; i++)
      console.log(
        rowsOf(
          await db.execute(sql`select left(statement, 60) as statement, generic_plans, custom_plans
          from pg_prepared_statements, pg_sleep(0.01) order by name`),
        ),
      );
  }
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});

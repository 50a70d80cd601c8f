/**
 * npm run bench:import — students with classes imported through the real routes into a real
 * PostgreSQL (DATABASE_URL; scripts/test-postgres.sh starts a throwaway one):
 * 10,000 in ≤ 5 s, 100,000 in ≤ 60 s with the server's memory growing by ≤ 256 MB.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app';
import { createTokenSigner } from '../server/auth/tokens';
import { openDatabase } from '../server/db/client';
import { seedPlatformContent } from '../server/db/seed/platformContent';
import type { AppDeps } from '../server/deps';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../server/test/factories';
import { latvianFirstNames as firstNames, latvianSurnames as surnames } from '../server/test/importFiles';
import { testConfig } from '../server/test/testApp';
import { postgresDurability } from './postgresDurability';

// Like the test support, the benchmark picks its database from the environment.
const databaseUrl = process.env.DATABASE_URL;

function studentsCsv(count: number): Buffer {
  const tag = randomUUID().slice(0, 4);
  const lines = ['Vārds;Uzvārds;Klase;E-pasts;Ārējais ID'];
  for (let i = 0; i < count; i++) {
    const klass = `${(i % 12) + 1}.${'abcdefgh'[Math.floor(i / 12) % 8]}`;
    const email = i % 4 === 0 ? `s${i}.${tag}@bench.lv` : '';
    lines.push(`${firstNames[i % 10]};${surnames[(i * 7) % 10]} ${i};${klass};${email};${tag}-${i}`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function run(count: number, targetSeconds: number, memoryLimitMb: number | null) {
  const config = testConfig({
    webDistDir: fileURLToPath(new URL('../server/test/fixtures/web', import.meta.url)),
  });
  const database = openDatabase({ databaseUrl: databaseUrl!, poolSize: 10 });
  const deps: AppDeps = { config, database, queue: null, signer: createTokenSigner(config.tokenSecret) };
  const app = await buildApp(deps);
  const { school } = await buildSchool(database.db);
  const admin = await buildIdentity(database.db, {
    type: 'school_admin',
    organizationId: school.id,
    permissions: { manage_respondents: true },
  });
  const headers = bearer(await tokenFor(deps, admin.identity));
  const file = studentsCsv(count);
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const upload = await app.inject({
    method: 'POST',
    url: `/api/school/${school.id}/imports?type=students&file_name=bench.csv`,
    payload: file,
    headers: { ...headers, 'content-type': 'text/csv' },
  });
  const checked = performance.now();
  const record = upload.json().data;
  const commit = await app.inject({
    method: 'POST',
    url: `/api/school/${school.id}/imports/${record.id}/commit`,
    headers,
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const growthMb = (peak - before) / 1024 / 1024;
  const created = commit.json().data?.counts?.created;
  const ok = commit.statusCode === 200 && created === count && seconds <= targetSeconds;
  const memoryOk = memoryLimitMb === null || growthMb <= memoryLimitMb;
  console.log(
    `${count.toLocaleString('en')} students: ${seconds.toFixed(2)} s (target ≤ ${targetSeconds} s; ` +
      `upload and check ${((checked - started) / 1000).toFixed(2)} s) ${ok ? 'OK' : 'MISSED'}` +
      ` · memory +${growthMb.toFixed(0)} MB${memoryLimitMb === null ? '' : ` (target ≤ ${memoryLimitMb} MB) ${memoryOk ? 'OK' : 'MISSED'}`}` +
      ` · file ${(file.length / 1024 / 1024).toFixed(1)} MB`,
  );
  await app.close();
  await database.close();
  return ok && memoryOk;
}

async function main() {
  if (!databaseUrl) {
    console.error('Set DATABASE_URL to a PostgreSQL database: eval "$(scripts/test-postgres.sh start)"');
    process.exit(1);
  }
  const setup = openDatabase({ databaseUrl, poolSize: 2 });
  console.log(await postgresDurability(setup.executeSql));
  await setup.migrate();
  await seedPlatformContent(setup.db);
  await setup.close();
  const small = await run(10_000, 5, null);
  const large = await run(100_000, 60, 256);
  process.exit(small && large ? 0 : 1);
}

void main();

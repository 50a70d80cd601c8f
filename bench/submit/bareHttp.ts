import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { httpClient } from '../httpClient';
import { freePort } from '../machine';
import { cpuMeter } from './cpuMeter';
import { runThroughput } from './throughput';

/**
 * A node:http server with no framework and no checks: it reads the body, parses it as JSON and
 * answers what a save answers. Given a database (argv 2–4), it first stores the response's finished
 * row in `responses` as the least a durable save must do: rows that arrive while a statement runs
 * go together in the next one (up to 4 statements at once, 64 rows each), as the real server's
 * group commit does, and each request is answered after its row's commit.
 */
const bareServer = `
const http = require('node:http');
const [port, databaseUrl, periodId, pollId] = process.argv.slice(1);
const pool = databaseUrl ? new (require('pg').Pool)({ connectionString: databaseUrl, max: 4 }) : null;
const queue = [];
let inFlight = 0;
function pump() {
  while (inFlight < 4 && queue.length) {
    const batch = queue.splice(0, 64);
    inFlight++;
    pool.query({
      name: 'bare-store',
      text: "insert into responses (id, period_id, poll_id, language, status, answers, updated_at, finished_at) " +
        "select id, $2, $3, language, 'finished', answers, now(), now() " +
        "from json_to_recordset($1::json) as t(id uuid, language text, answers jsonb)",
      values: [JSON.stringify(batch.map((pending) => pending.row)), periodId, pollId],
    }).then(
      () => batch.forEach((pending) => pending.answer(200)),
      (error) => batch.forEach((pending) => pending.answer(500, String(error))),
    ).finally(() => { inFlight--; pump(); });
  }
}
http.createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const save = JSON.parse(Buffer.concat(chunks).toString());
    const id = request.url.split('/').pop();
    const answer = (status, error) => {
      const body = JSON.stringify(error ? { error } : { data: { id, status: 'finished', repeated: false } });
      response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    };
    if (!pool) return answer(200);
    queue.push({ row: { id, language: save.language, answers: save.answers }, answer });
    pump();
  });
}).listen(Number(port), '127.0.0.1', () => console.log('listening'));`;

/** Its rate, and CPU ms a request of the bare server, of PostgreSQL and of the load generator. */
export type BareHttpResult = {
  perSecond: number;
  serverCpuMs: number;
  postgresCpuMs: number;
  loadCpuMs: number;
};

/** Where the bare server stores rows: a period of its own and its poll, in the database of `postmasterPid`. */
export type BareStore = { databaseUrl: string; postmasterPid: number; periodId: number; pollId: number };

/**
 * A floor of the server: the same request from the same number of connections, over the same client,
 * to the bare server in a child process. Without `store` it is the
 * HTTP exchange alone; with it, HTTP and the row's group commit.
 */
export async function runBareHttp(
  body: Buffer,
  connections: number,
  seconds: number,
  store?: BareStore,
): Promise<BareHttpResult> {
  const port = await freePort();
  const storeArgs = store ? [store.databaseUrl, String(store.periodId), String(store.pollId)] : [];
  const child = spawn(process.execPath, ['-e', bareServer, String(port), ...storeArgs], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const client = httpClient(`http://127.0.0.1:${port}`, connections);
  try {
    await once(child.stdout, 'data');
    await runThroughput(client, 'bare-http-token', body, connections, 1);
    const cpu = cpuMeter(() => child.pid, store?.postmasterPid ?? 0);
    const before = cpu.sample();
    const run = await runThroughput(client, 'bare-http-token', body, connections, seconds);
    if (run.errors) throw new Error(`the bare server failed: ${run.errorSamples.join('; ')}`);
    const cost = cpu.perSubmission(before, run.acknowledged.length);
    return {
      perSecond: run.perSecond,
      serverCpuMs: cost.server,
      postgresCpuMs: cost.postgres,
      loadCpuMs: cost.load,
    };
  } finally {
    client.close();
    child.kill();
  }
}

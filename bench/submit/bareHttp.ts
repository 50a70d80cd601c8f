import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { httpClient } from '../httpClient';
import { freePort } from '../machine';
import { treeCpuMs } from './cpuMeter';
import { runThroughput } from './throughput';

/**
 * A do-nothing node:http server: it reads the body, parses it as JSON and answers what a save
 * answers. No framework, no checks, no database: the HTTP exchange alone.
 */
const bareServer = `
const http = require('node:http');
http.createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    JSON.parse(Buffer.concat(chunks).toString());
    const body = JSON.stringify({ data: { id: request.url.split('/').pop(), status: 'finished', repeated: false } });
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
}).listen(Number(process.argv[1]), '127.0.0.1', () => console.log('listening'));`;

export type BareHttpResult = { perSecond: number; serverCpuMs: number };

/**
 * The HTTP part's floor: the same request from the same number of connections, over the same
 * client, to the bare server in a child process; its rate and its CPU a request.
 */
export async function runBareHttp(
  body: Buffer,
  connections: number,
  seconds: number,
): Promise<BareHttpResult> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', bareServer, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const client = httpClient(`http://127.0.0.1:${port}`, connections);
  try {
    await once(child.stdout, 'data');
    await runThroughput(client, 'bare-http-token', body, connections, 1);
    const before = treeCpuMs(child.pid as number);
    const run = await runThroughput(client, 'bare-http-token', body, connections, seconds);
    const serverCpuMs = (treeCpuMs(child.pid as number) - before) / Math.max(1, run.acknowledged.length);
    return { perSecond: run.perSecond, serverCpuMs };
  } finally {
    client.close();
    child.kill();
  }
}

/**
 * npm run bench:record -- <name> [<name> …] [-- options for each]: runs `npm run bench:<name>` on a fresh
 * durable PostgreSQL 15 (scripts/test-postgres.sh, fsync=on) and writes its whole output into
 * docs/BENCHMARKS.md under `## bench:<name> <options>`, replacing that section's previous record and keeping
 * the others, with the date, the commit (and whether the tree had changes), the machine, the load average
 * before and after, the processes that were busy when it started, and the exit code.
 * `--allow-load` records a run started with a 1-minute load average above 0.5 (the record says so);
 * without it the script refuses, because figures measured beside other work are not worth keeping.
 * Every figure a note or doc quotes comes from this file.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs, stripVTControlCharacters as stripAnsi } from 'node:util';
import { loadText } from './machine';
import { replaceSection } from './record/sections';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'allow-load': { type: 'boolean', default: false }, options: { type: 'string', default: '' } },
});
const file = 'docs/BENCHMARKS.md';
const names = positionals.length
  ? positionals
  : ['submit', 'start', 'import', 'invitations', 'results', 'schools-view'];
const benchOptions = values.options ? values.options.split(' ').filter(Boolean) : [];

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** The processes using the CPU now (besides this one): what "nothing else running" was, checked. */
function busyProcesses(): string {
  const out = execFileSync('ps', ['-eo', 'pid,pcpu,comm', '--sort=-pcpu', '--no-headers'], {
    encoding: 'utf8',
  });
  const own = new Set([process.pid, process.ppid]);
  const busy = out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([pid, cpu, name]) => pid && Number(cpu) >= 5 && name !== 'ps' && !own.has(Number(pid)))
    .map(([, cpu, name]) => `${cpu} ${name}`);
  return busy.length ? busy.join('; ') : 'none at ≥ 5 % CPU';
}

function startPostgres(): { url: string; dir: string } {
  const out = execFileSync('scripts/test-postgres.sh', ['start'], {
    encoding: 'utf8',
    env: { ...process.env, BENCH_FSYNC: 'on' },
  });
  const dir = /PG_TEST_DIR=(\S+)/.exec(out)?.[1];
  const url = /DATABASE_URL=(\S+)/.exec(out)?.[1];
  if (!dir || !url) throw new Error(`scripts/test-postgres.sh printed no database:\n${out}`);
  return { url, dir };
}

function run(name: string, url: string): Promise<{ code: number; output: string; seconds: number }> {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', `bench:${name}`, '--', ...benchOptions], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      chunks.push(String(chunk));
      process.stdout.write(chunk);
    });
  }
  return new Promise((done) =>
    child.on('exit', (code) =>
      done({ code: code ?? 1, output: stripAnsi(chunks.join('')), seconds: (Date.now() - started) / 1000 }),
    ),
  );
}

async function record(name: string): Promise<number> {
  const load = loadavg()[0];
  if (load > 0.5 && !values['allow-load']) {
    console.error(`bench:${name}: load average ${loadText()} — stop what else runs, or pass --allow-load`);
    return 1;
  }
  const dirty = git('status', '--porcelain').length > 0;
  const before = { at: new Date().toISOString(), load: loadText(), busy: busyProcesses() };
  const database = startPostgres();
  let result: Awaited<ReturnType<typeof run>>;
  try {
    result = await run(name, database.url);
  } finally {
    execFileSync('scripts/test-postgres.sh', ['stop', database.dir]);
  }
  const heading = `## bench:${name}${benchOptions.length ? ` ${benchOptions.join(' ')}` : ''}`;
  const body = [
    heading,
    '',
    `- started ${before.at}, ran ${result.seconds.toFixed(0)} s, exit code ${result.code}` +
      (result.code === 0 ? '' : ' (a target missed or an error: see the output)'),
    `- commit ${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with uncommitted changes' : ''} ` +
      `(${git('log', '-1', '--format=%cs %s').slice(0, 100)})`,
    `- machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(1)} GB, ` +
      `Node.js ${process.version}`,
    `- load average (1, 5, 15 min) before ${before.load}, after ${loadText()}` +
      (load > 0.5 ? ' — started on a busy machine (--allow-load)' : ''),
    `- processes busy at the start: ${before.busy}`,
    '- PostgreSQL 15 from scripts/test-postgres.sh, fsync=on, synchronous_commit=on (the output says so too)',
    '',
    '```text',
    result.output.trimEnd(),
    '```',
    '',
  ].join('\n');
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(file, replaceSection(previous, heading, body));
  console.log(`\nrecorded in ${file} under "${heading}"`);
  return result.code;
}

let failed = 0;
for (const name of names) failed += (await record(name)) === 0 ? 0 : 1;
process.exit(failed ? 1 : 0);

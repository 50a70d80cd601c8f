import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The migrations' last snapshot is the schema in server/db/schema: otherwise `npm run db:generate` for the
// next change carries columns someone else forgot (0024's did, until 0026). drizzle-kit generates into a
// copy of the migrations, so nothing here is written.

const root = resolve(__dirname, '..', '..');
// Inside the project: drizzle-kit reads its --out relative to where it runs.
const copy = mkdtempSync(join(root, 'migrations-check-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

function generate(): { output: string; written: string[] } {
  const before = new Set(readdirSync(copy));
  const run = spawnSync(
    join(root, 'node_modules', '.bin', 'drizzle-kit'),
    [
      'generate',
      '--dialect=postgresql',
      '--schema=./server/db/schema/index.ts',
      `--out=./${relative(root, copy)}`,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  return {
    output: `${run.stdout}${run.stderr}`,
    written: readdirSync(copy).filter((name) => !before.has(name)),
  };
}

describe('the migrations', () => {
  it('end at the schema the code declares', () => {
    cpSync(join(root, 'server', 'db', 'migrations'), copy, { recursive: true });
    const { output, written } = generate();
    const pending = written
      .filter((name) => name.endsWith('.sql'))
      .map((name) => readFileSync(join(copy, name), 'utf8'));
    expect(pending, `the schema differs from the last migration's snapshot:\n${pending.join('\n')}`).toEqual(
      [],
    );
    expect(output).toContain('No schema changes');
  });
});

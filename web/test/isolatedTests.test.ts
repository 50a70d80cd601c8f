import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function testFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, path).split('\\').join('/')] : [];
  });
}

/** The quoted paths in vitest.config.ts's isolatedWebTests list. */
function isolatedWebTests(): string[] {
  const config = readFileSync(join(root, 'vitest.config.ts'), 'utf8');
  const list = /const isolatedWebTests = \[([^\]]*)\]/.exec(config)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
}

describe('web tests that mock a module', () => {
  it('run in the isolated project, where the mock cannot reach the next file', () => {
    const mocking = testFiles(join(root, 'web')).filter((file) =>
      /^\s*vi\.(do)?mock\(/m.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.toSorted()).toEqual(isolatedWebTests().toSorted());
  });
});

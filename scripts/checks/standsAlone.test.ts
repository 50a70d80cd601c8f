import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository stands alone: nothing in it points at a folder beside it (the shared folder the
// project was started from), since whoever clones it has only what it holds. The product's
// requirements are docs/PRODUCT.md.

const root = resolve(__dirname, '..', '..');
const outside = ['..', 'shared'].join('/');
// What is installed, built or generated here, never written by hand.
const skipped = new Set(['node_modules', 'dist', '.git', 'data', '.data-test', '.bench-data', 'coverage']);
const skippedPaths = new Set(['e2e/screenshots']);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return skipped.has(entry.name) || skippedPaths.has(relative(root, path)) ? [] : files(path);
    return entry.isFile() ? [path] : [];
  });
}

describe('the repository', () => {
  it(`names nothing in ${outside}`, () => {
    const pointing = files(root).filter((path) => {
      const bytes = readFileSync(path);
      return !bytes.subarray(0, 8000).includes(0) && bytes.toString('utf8').includes(outside);
    });
    expect(pointing.map((path) => relative(root, path))).toEqual([]);
  });
});

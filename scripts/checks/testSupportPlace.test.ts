import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Test support lives where tests live (server/test, web/test, e2e/support), so a file among the routes,
// services, screens and common code is either product code or a test file, and reads as what it is.

const root = resolve(__dirname, '..', '..');
const productFolders = [
  'server/routes',
  'server/services',
  'server/db',
  'web/screens',
  'web/components',
  'common',
];
const testSupport =
  /from '(vitest|@testing-library\/[a-z-]+)'|\/test\/(factories|testApp|screenTestKit|renderScreen)'/;

describe('test support', () => {
  it('lives beside the tests, not among the product code', () => {
    const files = execFileSync('git', ['ls-files', ...productFolders], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path));
    expect(files.length).toBeGreaterThan(500);
    const misplaced = files.filter((path) => testSupport.test(readFileSync(resolve(root, path), 'utf8')));
    expect(misplaced).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type LockedPackage = { license?: string };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

/** Packages whose registry entry names no licence although the package ships one (checked by hand). */
const licenceFileOnly: Record<string, string> = {
  // MIT: node_modules/png-js/LICENSE (through @react-pdf/renderer and pdfkit).
  'node_modules/png-js': 'MIT',
};

describe('installed packages', () => {
  it('each carries a licence we may ship under (issue 36: buffers@0.1.1 through exceljs had none)', () => {
    const without = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && !entry.license && !licenceFileOnly[path])
      .map(([path]) => path);
    expect(without).toEqual([]);
  });
});

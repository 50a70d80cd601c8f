import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// No module imports itself through others: Biome's noImportCycles (biome.json, with type-only imports
// counted) fails `npm run lint` on a circle. This runs the rule over the source folders and over a
// three-file circle of type imports written here, so the check cannot be switched off or narrowed unseen.

const root = resolve(__dirname, '..', '..');
const sourceFolders = ['server', 'web', 'common', 'bench', 'e2e', 'scripts'];
// Inside the project: Biome builds its module graph only for files under its configuration.
const circle = mkdtempSync(join(root, 'import-cycle-check-'));

afterAll(() => rmSync(circle, { recursive: true, force: true }));

type Diagnostic = { category: string; location: { path: string } };

function cycleDiagnostics(paths: string[]): string[] {
  let output: string;
  try {
    output = execFileSync(
      join(root, 'node_modules', '.bin', 'biome'),
      ['lint', '--only=suspicious/noImportCycles', '--reporter=json', '--max-diagnostics=none', ...paths],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    output = (error as { stdout: string }).stdout; // biome exits 1 when it reports an error
  }
  const report = JSON.parse(output) as { diagnostics: Diagnostic[] };
  return report.diagnostics
    .filter((diagnostic) => diagnostic.category === 'lint/suspicious/noImportCycles')
    .map((diagnostic) => diagnostic.location.path)
    .sort();
}

describe('import graph', () => {
  it('has no circle, and a circle of type imports through three files is caught', () => {
    writeFileSync(
      join(circle, 'first.ts'),
      "import type { Third } from './third';\nexport type First = Third[];\n",
    );
    writeFileSync(
      join(circle, 'second.tsx'),
      "import type { First } from './first';\nexport type Second = First;\n",
    );
    writeFileSync(
      join(circle, 'third.ts'),
      "import type { Second } from './second';\nexport type Third = Second;\n",
    );
    const inCircle = relative(root, circle);
    expect(cycleDiagnostics([...sourceFolders, inCircle])).toEqual(
      ['first.ts', 'second.tsx', 'third.ts'].map((name) => `${inCircle}/${name}`),
    );
  });
});

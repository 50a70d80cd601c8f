import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Screen areas (web/screens/<area>/) stand on shared ground only: web/components, web/queries, web/api,
// web/auth, web/i18n, web/hooks, web/layout, web/routing, web/test, common/ — never on another area.
// A piece two areas need lives in web/components (or web/queries, or common/).

const screensRoot = resolve(__dirname, 'screens');

// Every way a file names another module: import/export … from, side-effect import, dynamic import(),
// `typeof import(…)` in types, and vi.mock / vi.importActual in tests.
const specifierPatterns = [
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
  /\bvi\.(?:mock|doMock|importActual)\s*\(\s*['"]([^'"]+)['"]/g,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

function importedSpecifiers(source: string): string[] {
  return specifierPatterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]));
}

/** The area a path under web/screens belongs to; '' for a file lying directly in web/screens. */
function areaOf(path: string): string | null {
  const inside = relative(screensRoot, path);
  if (inside.startsWith('..')) return null;
  const parts = inside.split(sep);
  return parts.length > 1 ? parts[0] : '';
}

function boundaryCrossings(): string[] {
  return sourceFiles(screensRoot).flatMap((file) => {
    const area = areaOf(file);
    const name = relative(resolve(screensRoot, '..', '..'), file);
    if (area === '')
      return [`${name} lies outside every area: put it in web/screens/<area>/ or in shared ground`];
    return importedSpecifiers(readFileSync(file, 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .filter((specifier) => {
        const target = areaOf(resolve(dirname(file), specifier));
        return target !== null && target !== area;
      })
      .map((specifier) => `${name} imports '${specifier}' from another screen area`);
  });
}

describe('screen areas', () => {
  it('recognises every form of import', () => {
    const source = [
      "import { a } from '../x/a';",
      "import type { B } from '../../screens/y/b';",
      "export { c } from '../z/c';",
      "import '../w/styles';",
      "const lazy = () => import('../v/Lazy');",
      "type T = typeof import('../u/t');",
      "vi.mock('../t/mocked');",
      'import {\n  d,\n  e,\n} from "../s/multi";',
    ].join('\n');
    expect(importedSpecifiers(source).sort()).toEqual(
      [
        '../x/a',
        '../../screens/y/b',
        '../z/c',
        '../w/styles',
        '../v/Lazy',
        '../u/t',
        '../t/mocked',
        '../s/multi',
      ].sort(),
    );
  });

  it('import only from shared ground, never from another area', () => {
    expect(boundaryCrossings()).toEqual([]);
  });
});

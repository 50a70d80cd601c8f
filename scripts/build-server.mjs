// Compiles the server (server/ and common/, TypeScript) into dist/server/ (main.js and its lazily loaded
// chunks) with esbuild when it is missing or older than its sources; npm packages stay imports from node_modules. Migrations and locales
// are read from the project folder at run time (server/projectRoot.ts), so nothing is copied.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const output = 'dist/server/main.js';
const inputs = ['server', 'common', 'package-lock.json', 'tsconfig.json'];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
const changedAt = Math.max(...inputs.filter(existsSync).map(newest));
if (changedAt > builtAt || process.argv.includes('--force')) {
  console.log('Building the server…');
  rmSync('dist/server', { recursive: true, force: true });
  await build({
    entryPoints: ['server/main.ts'],
    outdir: 'dist/server',
    // Split chunks keep the services' lazy imports lazy (the PDF renderer, exceljs): a single file
    // would hoist them to the top and load ~80 MB at every start.
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: true,
    logLevel: 'warning',
  });
} else {
  console.log('Server is up to date.');
}

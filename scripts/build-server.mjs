// Compiles the server (server/ and common/, TypeScript) into dist/server/ (main.js and its lazily loaded
// chunks) with esbuild when it is missing or older than its sources; npm packages stay imports from node_modules. Migrations and locales
// are read from the project folder at run time (server/projectRoot.ts), so nothing is copied.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';
import { isStale } from './staleness.mjs';

const output = 'dist/server/main.js';
const inputs = ['server', 'common', 'package-lock.json', 'tsconfig.json'];

if (isStale(output, inputs) || process.argv.includes('--force')) {
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

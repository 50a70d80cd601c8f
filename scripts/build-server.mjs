// Compiles the server (server/ and common/, TypeScript) into dist/server/ (main.js and its lazily loaded
// chunks) with esbuild when it is missing or older than its sources; npm packages stay imports from node_modules. Migrations and locales
// are read from the project folder at run time (server/projectRoot.ts), so nothing is copied.
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, relative, sep } from 'node:path';
import { build } from 'esbuild';
import { isStale } from './staleness.mjs';

const output = 'dist/server/main.js';
const require = createRequire(import.meta.url);

/**
 * A deep import into a package without an `exports` map (`pkg/lib/part`) works under tsx and CommonJS, but
 * Node's ESM loader takes neither a folder nor a file without its extension (ERR_UNSUPPORTED_DIR_IMPORT at
 * start): such an import is rewritten to the file it means (`pkg/lib/part/index.js`), still external.
 * (nodemailer, the first case, has an `exports` map since version 10.)
 */
const packageFileImports = {
  name: 'package-file-imports',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^(@[^/]+\/)?[^./@][^/]*\/./ }, (args) => {
      const parts = args.path.split('/');
      const name = parts.slice(0, args.path.startsWith('@') ? 2 : 1).join('/');
      let manifestFile;
      try {
        manifestFile = require.resolve(`${name}/package.json`, { paths: [args.resolveDir] });
      } catch {
        return undefined;
      }
      if (JSON.parse(readFileSync(manifestFile, 'utf8')).exports) return undefined;
      const file = require.resolve(args.path, { paths: [args.resolveDir] });
      return {
        path: `${name}/${relative(dirname(manifestFile), file).split(sep).join('/')}`,
        external: true,
      };
    });
  },
};

// This script too: a change of its build options (e.g. the source maps) rebuilds an existing dist/server.
const inputs = ['server', 'common', 'package-lock.json', 'tsconfig.json', 'scripts/build-server.mjs'];

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
    target: 'node22',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: true,
    // `node --enable-source-maps` parses every map at load: with the sources embedded they held ~40 MB of
    // the server's RSS (bench:start). Stack traces still name server/….ts and its line without them.
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [packageFileImports],
  });
} else {
  console.log('Server is up to date.');
}

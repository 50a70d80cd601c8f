// Builds the SPA when dist/web is missing or older than any file under web/ (keeps a second `npm start` fast).
// The project's own vite only: never `npx`, which would offer to download an unlocked one.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isStale } from './staleness.mjs';

const vite = 'node_modules/vite/bin/vite.js';

if (isStale('dist/web/index.html', ['web', 'common', 'vite.config.ts', 'package-lock.json'])) {
  if (!existsSync(vite)) {
    console.error(
      'The web app needs building, and its build tools are not installed: with NODE_ENV=production, ' +
        '`npm ci` leaves out the devDependencies. Install them with `npm ci --include=dev` ' +
        '(docs/DEPLOY.md, "Installing a server").',
    );
    process.exit(1);
  }
  console.log('Building the web app…');
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
} else {
  console.log('Web app is up to date.');
}

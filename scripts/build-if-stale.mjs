// Builds the SPA when dist/web is missing or older than any file under web/ (keeps a second `npm start` fast).
import { execSync } from 'node:child_process';
import { isStale } from './staleness.mjs';

if (isStale('dist/web/index.html', ['web', 'common', 'vite.config.ts', 'package-lock.json'])) {
  console.log('Building the web app…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
} else {
  console.log('Web app is up to date.');
}

// Builds the SPA when dist/web is missing or older than any file under web/ (keeps a second `npm start` fast).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const output = 'dist/web/index.html';
const inputs = ['web', 'common', 'vite.config.ts', 'package-lock.json'];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
const changedAt = Math.max(...inputs.filter(existsSync).map(newest));
if (changedAt > builtAt) {
  console.log('Building the web app…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
} else {
  console.log('Web app is up to date.');
}

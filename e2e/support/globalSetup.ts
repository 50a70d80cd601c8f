import { existsSync } from 'node:fs';

export default function globalSetup(): void {
  if (!existsSync('dist/web/index.html'))
    throw new Error('Build the SPA first: npm run build (npm run test:e2e does)');
  if (!existsSync('/usr/bin/chromium')) throw new Error('Chromium is missing: apt-get install chromium');
}

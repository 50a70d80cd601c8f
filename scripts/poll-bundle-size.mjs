// Prints the gzip size of the JavaScript a page downloads before it shows anything, following each
// page's entry and static imports through the Vite manifest: the poll page (issue 5: ≤ 100 KB), and
// the SPA's login page and a staff page, each the main entry plus its route's lazy chunk (issue 20:
// ≤ 150 KB). e2e/pageWeight.e2e.ts measures the same in Chromium (the scripts requested before the
// page's heading shows) and finds the same figures. Exits 1 when a page is over its target
// (web/poll/README.md "Page weight of the whole app" says what each package weighs).
// Usage: node scripts/poll-bundle-size.mjs [dist folder, default dist/web]; BUNDLE_DETAIL=1 lists files.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist/web';
const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: build with build.manifest enabled (npx vite build).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

// The light poll entry when it exists; otherwise the main SPA entry and the poll screens it loads lazily.
const pollScreens = Object.keys(manifest).filter((key) => /^screens\/poll\/\w+Screen\.tsx$/.test(key));
const pages = [
  {
    name: 'poll page',
    targetKb: 100,
    roots: manifest['poll.html'] ? ['poll.html'] : ['index.html', ...pollScreens],
  },
  {
    name: 'login page',
    targetKb: 150,
    roots: ['index.html', 'screens/auth/LoginScreen.tsx'],
  },
  {
    name: 'staff page /school/admin/dashboard',
    targetKb: 150,
    roots: ['index.html', 'screens/dashboard/SchoolAdminDashboardScreen.tsx'],
  },
];

const gzipCache = new Map();
const gzipSize = (file) => {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};
const kb = (bytes) => (bytes / 1024).toFixed(1);

function measure(roots) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) {
    if (!manifest[root]) throw new Error(`${root} is not in ${manifestFile}: was the screen moved?`);
    visit(root);
  }
  const sizes = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSize(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { sizes, total: sizes.reduce((sum, { gzip }) => sum + gzip, 0) };
}

let over = false;
for (const page of pages) {
  const { sizes, total } = measure(page.roots);
  if (process.env.BUNDLE_DETAIL || process.env.POLL_BUNDLE_DETAIL)
    for (const { file, gzip } of sizes) console.log(`  ${kb(gzip)} KB  ${file}`);
  const ok = total <= page.targetKb * 1024;
  over ||= !ok;
  console.log(
    `${page.name} JavaScript: ${kb(total)} KB gzip (target ≤ ${page.targetKb} KB) ` +
      `${ok ? 'OK' : 'OVER target'} · ${sizes.length} files from ${page.roots.join(', ')}`,
  );
}
if (over) {
  console.error('A page is over its JavaScript budget (BUNDLE_DETAIL=1 lists its files).');
  process.exit(1);
}

// Prints the gzip size of the JavaScript a respondent downloads to open a poll (issue 5: ≤ 100 KB),
// following the poll entry's imports through the Vite manifest; exits 1 over the target.
// Usage: node scripts/poll-bundle-size.mjs [dist folder, default dist/web]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const targetKb = 100;
const dist = process.argv[2] ?? 'dist/web';
const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: build with build.manifest enabled (npx vite build).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

// The light poll entry when it exists; otherwise the main SPA entry and the poll screens it loads lazily.
const pollEntry = manifest['poll.html'] ? ['poll.html'] : ['index.html'];
const pollScreens = Object.keys(manifest).filter((key) => /^screens\/poll\/\w+Screen\.tsx$/.test(key));
const roots = manifest['poll.html'] ? pollEntry : [...pollEntry, ...pollScreens];

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const root of roots) visit(root);

const kb = (bytes) => (bytes / 1024).toFixed(1);
let total = 0;
const sizes = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const gzip = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += gzip;
    return { file, gzip };
  })
  .sort((a, b) => b.gzip - a.gzip);

if (process.env.POLL_BUNDLE_DETAIL)
  for (const { file, gzip } of sizes) console.log(`  ${kb(gzip)} KB  ${file}`);
console.log(
  `poll page JavaScript: ${kb(total)} KB gzip (target ≤ ${targetKb} KB; ${sizes.length} files from ${roots.join(', ')})`,
);
if (total > targetKb * 1024) {
  console.error(`The poll page is over its ${targetKb} KB budget.`);
  process.exit(1);
}

// Whether a build output is missing or older than any file of its inputs (npm start's builds).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export function isStale(output, inputs) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  return Math.max(...inputs.filter(existsSync).map(newest)) > builtAt;
}

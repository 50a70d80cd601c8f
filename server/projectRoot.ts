import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error('package.json not found above the server code');
    folder = parent;
  }
  return folder;
}

/**
 * The project's folder: the nearest one above this code holding package.json, the same whether the
 * server runs from server/ (tsx) or from the compiled dist/server/main.js. Files read at run time
 * (migrations, locales) are found from here.
 */
export const projectRoot = findRoot();

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../projectRoot';

const routesFolder = join(projectRoot, 'server', 'routes');
const documentedModule = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export const (\w+): RouteModule\b/g;

/**
 * Each route module's doc comment (the one above `export const xRoutes: RouteModule`), by the module's name:
 * what its tag in the API description says about the routes it holds.
 */
export function moduleDescriptions(): Map<string, string> {
  const descriptions = new Map<string, string>();
  const files = readdirSync(routesFolder, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of files) {
    for (const [, comment, name] of readFileSync(join(routesFolder, file), 'utf8').matchAll(
      documentedModule,
    )) {
      const text = comment
        .split('\n')
        .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
        .filter(Boolean)
        .join(' ');
      descriptions.set(name, text);
    }
  }
  return descriptions;
}

import type { App } from '../deps';

export type AppRoute = { method: string; url: string };

const treeLine = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/u;

/**
 * Every route the built app serves, read from Fastify's own route tree (`printRoutes`), so a new endpoint
 * is listed without anyone editing a list. HEAD routes Fastify adds for each GET are left out.
 */
export function listAppRoutes(app: App): AppRoute[] {
  const prefixes: string[] = [];
  const routes: AppRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = treeLine.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = (depth > 0 ? prefixes[depth - 1] : '') + match[2];
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    // The SPA's static files hang off a bare wildcard node the tree prints without its /vue/ prefix.
    if (url === '*') continue;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  const unknown = routes.filter((route) => !app.hasRoute(route));
  if (unknown.length > 0) throw new Error(`listAppRoutes misread the route tree: ${JSON.stringify(unknown)}`);
  return routes;
}

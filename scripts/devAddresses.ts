import type { Plugin } from 'vite';
import { matchPollPath } from '../common/pollPaths.js';

/**
 * What the Vite dev server does with an address, as the API server does in production (server/http/spa.ts):
 * the app's addresses live at the root (/users/login, /school/classes, /{org_name}), its files under /vue/.
 * The asset folder itself is no page and leads home; a poll address opens the light poll page.
 */
export function devAddress(method: string, url: string): { redirect: string } | { serve: string } | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const path = url.split('?')[0];
  if (path === '/vue' || path === '/vue/') return { redirect: '/' };
  if (path.startsWith('/vue/') || path === '/api' || path.startsWith('/api/')) return null;
  return { serve: matchPollPath(path) ? '/vue/poll.html' : '/vue/' };
}

/** `npm run dev` opens the app at the address a person types, not only under /vue/. */
export function devAddresses(): Plugin {
  return {
    name: 'balss-dev-addresses',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const answer = devAddress(request.method ?? 'GET', request.url ?? '/');
        if (!answer) return next();
        if ('redirect' in answer) {
          response.statusCode = 302;
          response.setHeader('Location', answer.redirect);
          return response.end();
        }
        // The address the browser shows stays as it is; Vite answers with the page (and its HMR client).
        request.url = answer.serve;
        next();
      });
    },
  };
}

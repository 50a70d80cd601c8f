import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { customLinkSlugOf } from '../../common/customLinkPaths';
import { matchPollPath } from '../../common/pollPaths';
import type { CustomLinkVisit } from '../services/customLinks/customLinkVisit';
import { AppError, errorBody } from './errors';

/** A built file named by its content's hash (`index-AbCdEf12.js`; chunks are the hash alone, `AbCdEf12.js`). */
const immutableAsset = /\/assets\/(?:.+-)?[A-Za-z0-9_-]{8,}\.\w+$/;

/**
 * The built SPA lives under /vue/; every other path outside /api answers index.html
 * (history-mode routing: /{org_name} is itself a route), except the poll addresses, which answer
 * the light poll page (poll.html, issue 5) when the build has it. A one-segment path may be a custom
 * link (/admin/custom-links): one indexed lookup, then a redirect to its target, or to /urlexpired
 * outside its validity window.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string,
  visitCustomLink?: (slug: string) => Promise<CustomLinkVisit>,
): Promise<void> {
  const indexFile = join(webDistDir, 'index.html');
  const pollFile = join(webDistDir, 'poll.html');
  const hasBuild = existsSync(indexFile);
  const hasPollPage = existsSync(pollFile);
  // The asset folder is not a page: a person who types it lands on the home page.
  for (const url of ['/vue', '/vue/']) app.get(url, (_request, reply) => reply.redirect('/'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/vue/',
      index: false,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header(
          'Cache-Control',
          immutableAsset.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const pageHtml = (path: string) =>
    !hasBuild
      ? '<!doctype html><title>Balss</title><p>Run npm run build.</p>'
      : readFileSync(hasPollPage && matchPollPath(path) ? pollFile : indexFile, 'utf8');

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/')) {
      return reply
        .status(404)
        .send(errorBody(new AppError('not_found', `No API route for ${request.method} ${path}`)));
    }
    if (path.startsWith('/vue/') || request.method !== 'GET') {
      return reply.status(404).type('text/plain').send('Not found');
    }
    const slug = visitCustomLink && customLinkSlugOf(path);
    const visit = slug ? await visitCustomLink(slug) : null;
    if (visit) {
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(visit.kind === 'redirect' ? visit.location : '/urlexpired', 302);
    }
    return reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(pageHtml(path));
  });
}

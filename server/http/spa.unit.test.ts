import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa';

const dist = mkdtempSync(join(tmpdir(), 'balss-spa-'));
writeFileSync(join(dist, 'index.html'), '<p>main app</p>');
writeFileSync(join(dist, 'poll.html'), '<p>poll page</p>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

async function pageFor(url: string, folder = dist) {
  const app = Fastify();
  await registerSpa(app, folder);
  const response = await app.inject({ method: 'GET', url });
  await app.close();
  return response;
}

describe('which page the server answers', () => {
  it('answers the light poll page for the poll addresses', async () => {
    for (const url of [
      '/student/poll/1/2',
      '/school/teacher/poll/1/2',
      '/teacher/poll/abc?x=1',
      '/p/abc',
      '/kods',
      '/Kods/',
    ]) {
      const response = await pageFor(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<p>poll page</p>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers the main app everywhere else, and the main app for polls when the build has no poll page', async () => {
    for (const url of ['/', '/dashboard', '/student/dashboard', '/teacher/poll/a/b'])
      expect((await pageFor(url)).body, url).toBe('<p>main app</p>');
    const older = mkdtempSync(join(tmpdir(), 'balss-spa-'));
    writeFileSync(join(older, 'index.html'), '<p>main app</p>');
    expect((await pageFor('/teacher/poll/abc', older)).body).toBe('<p>main app</p>');
    rmSync(older, { recursive: true, force: true });
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await pageFor('/api/teacher/poll/abc');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });
});

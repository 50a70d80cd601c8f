import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBlobs } from '../../db/schema';
import { bearer } from '../../test/factories';
import { samples } from '../../test/fileSamples';
import { multipart } from '../../test/importFiles';
import { tokenOf } from '../../test/roleTokens';
import { createTestApp, type TestApp } from '../../test/testApp';

type StoredFile = {
  id: number;
  name: string;
  url: string;
  kind: string;
  size: number;
  opens_in_browser: boolean;
};

describe('the file store (/admin/bucket-file)', () => {
  let ctx: TestApp;
  let superToken: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    superToken = await tokenOf(ctx.deps, 'super_admin', null);
  });
  afterAll(() => ctx.close());
  const db = () => ctx.deps.database.db;
  const send = (method: 'GET' | 'DELETE', url: string, token: string | null = superToken) =>
    ctx.app.inject({ method, url, headers: token ? bearer(token) : {} });

  function upload(
    fileName: string,
    bytes: Buffer,
    token: string | null = superToken,
    method: 'POST' | 'PUT' = 'POST',
    url = '/api/admin/bucket-files',
  ) {
    const body = multipart(fileName, bytes);
    return ctx.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
  }

  it('stores a logo and serves it in place to anyone, with its type, nosniff and a sandbox', async () => {
    const response = await upload('Skolas logo.png', samples.png);
    expect(response.statusCode).toBe(201);
    const file = response.json().data as StoredFile;
    expect(file).toMatchObject({
      name: 'Skolas logo.png',
      kind: 'png',
      size: samples.png.length,
      opens_in_browser: true,
    });
    expect(file.url).toBe(`/api/files/${file.id}/Skolas%20logo.png`);

    const served = await send('GET', file.url, null);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="Skolas logo.png"; filename*=UTF-8''Skolas%20logo.png`,
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.rawPayload.equals(samples.png)).toBe(true);
  });

  it('sends an SVG, a PDF and a text file as downloads, never to be opened as the app', async () => {
    for (const [name, bytes, type] of [
      ['emblem.svg', samples.svg, 'image/svg+xml'],
      ['Vadlīnijas.pdf', samples.pdf, 'application/pdf'],
      ['saraksts.csv', samples.csv, 'text/csv; charset=utf-8'],
    ] as const) {
      const file = (await upload(name, bytes)).json().data as StoredFile;
      const served = await send('GET', file.url, null);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['content-disposition']).toMatch(/^attachment; /);
      expect(served.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it('lists files newest first, searchable by name', async () => {
    const file = (await upload('Ceļvedis vecākiem.pdf', samples.pdf)).json().data as StoredFile;
    const found = (
      await send('GET', `/api/admin/bucket-files?search=${encodeURIComponent('ceļvedis')}`)
    ).json().data as StoredFile[];
    expect(found.map((row) => row.id)).toEqual([file.id]);
    const all = (await send('GET', '/api/admin/bucket-files')).json().data as StoredFile[];
    expect(all[0].id).toBe(file.id);
  });

  it('replaces a file under the same address and drops the old bytes; deleting it makes the address 404', async () => {
    const file = (await upload('logo.png', samples.png)).json().data as StoredFile;
    const [before] = await db().select({ n: count() }).from(fileBlobs);
    const replaced = await upload(
      'logo.jpg',
      samples.jpeg,
      superToken,
      'PUT',
      `/api/admin/bucket-files/${file.id}/file`,
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({ id: file.id, name: 'logo.jpg', kind: 'jpeg' });
    const [after] = await db().select({ n: count() }).from(fileBlobs);
    expect(after.n).toBe(before.n);
    // The old address (old name) still finds the file: the id is what counts.
    const served = await send('GET', file.url, null);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(samples.jpeg)).toBe(true);

    expect((await send('DELETE', `/api/admin/bucket-files/${file.id}`)).statusCode).toBe(200);
    const gone = await send('GET', file.url, null);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: 'not_found', message: 'File not found' });
    expect((await send('DELETE', `/api/admin/bucket-files/${file.id}`)).statusCode).toBe(404);
    const [last] = await db().select({ n: count() }).from(fileBlobs);
    expect(last.n).toBe(before.n - 1);
  });

  it('refuses disguised, unknown, empty and oversized files with a sentence saying why', async () => {
    const disguised = await upload('logo.png', samples.exe);
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json()).toMatchObject({
      error: 'validation_failed',
      message: '“logo.png” is named as a PNG image, but its content is of an unknown type',
      errors: ['file: content_mismatch'],
    });
    const page = await upload('guide.txt', samples.html);
    expect(page.json()).toMatchObject({ errors: ['file: web_page'] });
    expect(page.json().message).toBe('“guide.txt” is a web page (HTML), which is not accepted');
    expect((await upload('page.html', samples.html)).json().errors).toEqual(['file: type_not_allowed']);
    expect((await upload('setup.exe', samples.exe)).json().errors).toEqual(['file: type_not_allowed']);
    expect((await upload('empty.png', Buffer.alloc(0))).json().errors).toEqual(['file: empty']);
    const huge = await upload('huge.csv', Buffer.alloc(10 * 1024 * 1024 + 1, 0x61));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({
      message: 'The file is larger than the 10 MB limit',
      errors: ['file: too_large'],
    });
    const replaceMissing = await upload(
      'logo.png',
      samples.png,
      superToken,
      'PUT',
      '/api/admin/bucket-files/999999/file',
    );
    expect(replaceMissing.statusCode).toBe(404);
  });

  it('is the back office only: a school admin is refused, a stranger is asked to sign in', async () => {
    const schoolAdmin = await tokenOf(ctx.deps, 'school_admin', null);
    expect((await upload('logo.png', samples.png, schoolAdmin)).statusCode).toBe(403);
    expect((await upload('logo.png', samples.png, null)).statusCode).toBe(401);
    expect((await send('GET', '/api/admin/bucket-files', schoolAdmin)).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/bucket-files', null)).statusCode).toBe(401);
    expect((await send('GET', '/api/files/999999/x.png', null)).statusCode).toBe(404);
    expect((await send('GET', '/api/files/abc/x.png', null)).statusCode).toBe(400);
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDataUploads, fileBlobs } from '../../db/schema';
import { purgeExpiredClientData } from '../../services/files/clientDataUploads';
import { fileStorageFor } from '../../services/files/fileStorage';
import { bearer, buildSchool } from '../../test/factories';
import { samples } from '../../test/fileSamples';
import { multipart, utf8 } from '../../test/importFiles';
import { tokenOf } from '../../test/roleTokens';
import { createTestApp, type TestApp } from '../../test/testApp';

type Upload = {
  id: number;
  school: { id: number; name: string };
  message: string;
  file_name: string;
  state: string;
  refusal_reason: string | null;
  expires_at: string;
  file_available: boolean;
  sent_by: string | null;
};

const day = 24 * 60 * 60 * 1000;

describe('client data uploads (/client-data-upload, /admin/client-data-upload)', () => {
  let ctx: TestApp;
  let schoolA: { id: number; name: string };
  let schoolB: { id: number };
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.deps.database.db;
    const built = await buildSchool(db, { name: 'Rīgas Upes vidusskola' });
    schoolA = built.school;
    schoolB = (await buildSchool(db, { parentId: built.parent.id })).school;
    tokens.manager = await tokenOf(ctx.deps, 'school_admin', schoolA.id, { manage_respondents: true });
    tokens.viewer = await tokenOf(ctx.deps, 'school_admin', schoolA.id, { view_respondents: true });
    tokens.teacher = await tokenOf(ctx.deps, 'teacher', schoolA.id, { view_survey_results: true });
    tokens.student = await tokenOf(ctx.deps, 'student', schoolA.id);
    tokens.otherSchool = await tokenOf(ctx.deps, 'school_admin', schoolB.id, { manage_respondents: true });
    tokens.super = await tokenOf(ctx.deps, 'super_admin', null);
  });
  afterAll(() => ctx.close());

  const send = (method: 'GET' | 'PATCH' | 'POST', url: string, token: string | null, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

  function sendFile(
    fileName: string,
    bytes: Buffer,
    message = '',
    token: string | null = tokens.manager,
    school = schoolA.id,
  ) {
    const body = multipart(fileName, bytes, 'file', message ? { message } : {});
    return ctx.app.inject({
      method: 'POST',
      url: `/api/school/${school}/client-data-uploads`,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
  }

  it('a school sends a roster with a message and sees it received, kept for 90 days', async () => {
    const before = Date.now();
    const response = await sendFile('Skolēni 2026.csv', samples.csv, 'Lūdzu ielādējiet 7. klašu sarakstu');
    expect(response.statusCode).toBe(201);
    const upload = response.json().data as Upload;
    expect(upload).toMatchObject({
      school: { id: schoolA.id, name: 'Rīgas Upes vidusskola' },
      message: 'Lūdzu ielādējiet 7. klašu sarakstu',
      file_name: 'Skolēni 2026.csv',
      state: 'received',
      refusal_reason: null,
      file_available: true,
    });
    const kept = new Date(upload.expires_at).getTime() - before;
    expect(kept).toBeGreaterThanOrEqual(90 * day - 60_000);
    expect(kept).toBeLessThanOrEqual(90 * day + 60_000);

    const list = (await send('GET', `/api/school/${schoolA.id}/client-data-uploads`, tokens.manager)).json()
      .data as Upload[];
    expect(list.map((row) => row.id)).toContain(upload.id);
    const file = await send(
      'GET',
      `/api/school/${schoolA.id}/client-data-uploads/${upload.id}/file`,
      tokens.manager,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(samples.csv)).toBe(true);
  });

  it('another school, a teacher, a student, a viewer and a stranger cannot see or send them', async () => {
    const upload = (await sendFile('saraksts.xlsx', samples.xlsx)).json().data as Upload;
    const base = `/api/school/${schoolA.id}/client-data-uploads`;
    for (const url of [base, `${base}/${upload.id}`, `${base}/${upload.id}/file`])
      expect((await send('GET', url, tokens.otherSchool)).statusCode).toBe(404);
    // Its own school's address with school A's upload id: as missing.
    const own = `/api/school/${schoolB.id}/client-data-uploads/${upload.id}`;
    expect((await send('GET', own, tokens.otherSchool)).statusCode).toBe(404);
    expect((await send('GET', `${own}/file`, tokens.otherSchool)).statusCode).toBe(404);
    expect((await sendFile('x.csv', samples.csv, '', tokens.otherSchool)).statusCode).toBe(404);
    expect((await send('GET', base, tokens.teacher)).statusCode).toBe(403);
    expect((await send('GET', base, tokens.viewer)).statusCode).toBe(403);
    expect((await sendFile('x.csv', samples.csv, '', tokens.viewer)).statusCode).toBe(403);
    expect((await send('GET', base, tokens.student)).statusCode).toBe(404);
    expect((await send('GET', base, null)).statusCode).toBe(401);
    expect((await sendFile('x.csv', samples.csv, '', null)).statusCode).toBe(401);
    expect((await send('GET', '/api/admin/client-data-uploads', tokens.manager)).statusCode).toBe(403);
    expect(
      (await send('PATCH', `/api/admin/client-data-uploads/${upload.id}`, tokens.manager, { state: 'done' }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses disguised, unaccepted, oversized files and long messages with a clear sentence', async () => {
    const disguised = await sendFile('saraksts.xlsx', samples.exe);
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json()).toMatchObject({
      message: '“saraksts.xlsx” is named as an Excel workbook (.xlsx), but its content is of an unknown type',
      errors: ['file: content_mismatch'],
    });
    expect((await sendFile('saraksts.csv', samples.html)).json().errors).toEqual(['file: web_page']);
    expect((await sendFile('logo.png', samples.png)).json().errors).toEqual(['file: type_not_allowed']);
    expect((await sendFile('arhivs.zip', samples.zip)).json().errors).toEqual(['file: type_not_allowed']);
    // The imports' limit and wording.
    const huge = await sendFile('liels.csv', Buffer.alloc(5 * 1024 * 1024 + 1, 0x61));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({
      message: 'The file is larger than the 5 MB limit',
      errors: ['file: too_large'],
    });
    const long = await sendFile('saraksts.csv', samples.csv, 'ā'.repeat(2001));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual(['message: at most 2000 characters']);
  });

  it('the platform team lists every upload, downloads it and sets its state; the school sees the state', async () => {
    const upload = (await sendFile('darbinieki.docx', samples.docx, 'Skolotāju saraksts')).json()
      .data as Upload;
    const admin = (
      await send(
        'GET',
        `/api/admin/client-data-uploads?state=received&search=${encodeURIComponent('Upes')}`,
        tokens.super,
      )
    ).json().data as Upload[];
    expect(admin.find((row) => row.id === upload.id)).toMatchObject({
      school: { name: 'Rīgas Upes vidusskola' },
    });
    const file = await send('GET', `/api/admin/client-data-uploads/${upload.id}/file`, tokens.super);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );

    const patch = (payload: object) =>
      send('PATCH', `/api/admin/client-data-uploads/${upload.id}`, tokens.super, payload);
    expect((await patch({ state: 'in_work' })).json().data.state).toBe('in_work');
    const school = () =>
      send('GET', `/api/school/${schoolA.id}/client-data-uploads/${upload.id}`, tokens.manager).then(
        (response) => response.json().data as Upload,
      );
    expect((await school()).state).toBe('in_work');

    const noReason = await patch({ state: 'refused' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual(['refusal_reason: is required when the state is refused']);
    expect((await patch({ state: 'refused', refusal_reason: 'Trūkst klašu kolonnas' })).statusCode).toBe(200);
    expect(await school()).toMatchObject({ state: 'refused', refusal_reason: 'Trūkst klašu kolonnas' });
    expect((await patch({ state: 'done' })).json().data).toMatchObject({
      state: 'done',
      refusal_reason: null,
    });
    expect((await patch({ state: 'lost' })).statusCode).toBe(422);
    expect(
      (await send('PATCH', '/api/admin/client-data-uploads/999999', tokens.super, { state: 'done' }))
        .statusCode,
    ).toBe(404);
  });

  it('an upload past its 90 days no longer serves its file; the nightly purge drops the bytes and keeps the record', async () => {
    const db = ctx.deps.database.db;
    const upload = (await sendFile('vecs.txt', utf8('Vārds\nAnna\n'))).json().data as Upload;
    await db
      .update(clientDataUploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clientDataUploads.id, upload.id));
    const url = `/api/school/${schoolA.id}/client-data-uploads/${upload.id}`;
    expect((await send('GET', url, tokens.manager)).json().data.file_available).toBe(false);
    const expired = await send('GET', `${url}/file`, tokens.manager);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('The file was kept for 90 days and has expired; the record stays');

    const [before] = await db.select({ n: count() }).from(fileBlobs);
    expect(await purgeExpiredClientData(db, fileStorageFor(db))).toBeGreaterThanOrEqual(1);
    const [after] = await db.select({ n: count() }).from(fileBlobs);
    expect(after.n).toBeLessThan(before.n);
    const [row] = await db.select().from(clientDataUploads).where(eq(clientDataUploads.id, upload.id));
    expect(row.storageKey).toBeNull();
    expect((await send('GET', url, tokens.manager)).json().data.file_name).toBe('vecs.txt');
  });

  it('a school withdraws its upload before the team is done: the file goes, the team sees it withdrawn', async () => {
    const db = ctx.deps.database.db;
    const upload = (await sendFile('nepareizs.csv', samples.csv, 'Kļūdains fails')).json().data as Upload;
    const url = `/api/school/${schoolA.id}/client-data-uploads/${upload.id}`;
    const [sent] = await db.select().from(clientDataUploads).where(eq(clientDataUploads.id, upload.id));
    const key = sent.storageKey ?? '';
    expect(await fileStorageFor(db).get(key)).not.toBeNull();

    // Nobody else takes it back: another school's admin, a teacher, a viewer, a student, a stranger.
    expect((await send('POST', `${url}/withdraw`, tokens.otherSchool)).statusCode).toBe(404);
    expect(
      (
        await send(
          'POST',
          `/api/school/${schoolB.id}/client-data-uploads/${upload.id}/withdraw`,
          tokens.otherSchool,
        )
      ).statusCode,
    ).toBe(404);
    expect((await send('POST', `${url}/withdraw`, tokens.teacher)).statusCode).toBe(403);
    expect((await send('POST', `${url}/withdraw`, tokens.viewer)).statusCode).toBe(403);
    expect((await send('POST', `${url}/withdraw`, tokens.student)).statusCode).toBe(404);
    expect((await send('POST', `${url}/withdraw`, null)).statusCode).toBe(401);
    expect((await send('GET', url, tokens.manager)).json().data.state).toBe('received');

    const withdrawn = await send('POST', `${url}/withdraw`, tokens.manager);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data).toMatchObject({ state: 'withdrawn', file_available: false });
    expect(await fileStorageFor(db).get(key)).toBeNull();
    const gone = await send('GET', `${url}/file`, tokens.manager);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe('The school withdrew this upload and its file was deleted');

    // The team's list keeps it, withdrawn, and can filter by it; its state no longer changes.
    const listed = (await send('GET', '/api/admin/client-data-uploads?state=withdrawn', tokens.super)).json()
      .data as Upload[];
    expect(listed.map((row) => [row.id, row.state])).toContainEqual([upload.id, 'withdrawn']);
    const change = await send('PATCH', `/api/admin/client-data-uploads/${upload.id}`, tokens.super, {
      state: 'in_work',
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe('The school withdrew this upload; its state no longer changes');
    const setWithdrawn = await send('PATCH', `/api/admin/client-data-uploads/${upload.id}`, tokens.super, {
      state: 'withdrawn',
    });
    expect(setWithdrawn.statusCode).toBe(422);

    // Twice, or once the team is done: refused with the reason.
    const again = await send('POST', `${url}/withdraw`, tokens.manager);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Only an upload the team has not finished can be withdrawn; this one is withdrawn',
    );
    const finished = (await sendFile('labs.csv', samples.csv)).json().data as Upload;
    await send('PATCH', `/api/admin/client-data-uploads/${finished.id}`, tokens.super, { state: 'done' });
    const late = await send(
      'POST',
      `/api/school/${schoolA.id}/client-data-uploads/${finished.id}/withdraw`,
      tokens.manager,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Only an upload the team has not finished can be withdrawn; this one is done',
    );
    // In work may still be withdrawn.
    const working = (await sendFile('darbā.csv', samples.csv)).json().data as Upload;
    await send('PATCH', `/api/admin/client-data-uploads/${working.id}`, tokens.super, { state: 'in_work' });
    expect(
      (
        await send(
          'POST',
          `/api/school/${schoolA.id}/client-data-uploads/${working.id}/withdraw`,
          tokens.manager,
        )
      ).json().data.state,
    ).toBe('withdrawn');
  });
});

import { execFileSync } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  identities,
  organizations,
  resultExports,
  surveyPeriods,
  teachingAssignments,
} from '../../db/schema';
import { type ExportJobData, exportJobName, resultExportJob } from '../../services/exports/exportJob';
import { reportWords } from '../../services/exports/reportWords';
import { buildSchoolWithResults } from '../../test/exportTestKit';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let world: Awaited<ReturnType<typeof buildSchoolWithResults>>;
let ownerToken: string;

const adminOf = async (organizationId: number) =>
  buildIdentity(t.deps.database.db, {
    type: 'school_admin',
    organizationId,
    permissions: { view_survey_results: true },
  });

const periodRequest = (periodId: number, filters = {}) => ({
  period_identifiers: { type: 'period', id: periodId },
  filters,
});

async function startExport(token: string | null, body: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/results/v2/exports',
    headers: { ...(token ? bearer(token) : {}), language: 'lv' },
    payload: body,
  });
}

async function download(token: string, id: string) {
  return t.app.inject({ method: 'GET', url: `/api/results/v2/exports/${id}/file`, headers: bearer(token) });
}

async function workbookOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

beforeAll(async () => {
  t = await createTestApp();
  world = await buildSchoolWithResults(t.deps.database.db, { large: 9, small: 3 });
  ownerToken = await tokenFor(t.deps, (await adminOf(world.school.id)).identity);
});
afterAll(() => t.close());

describe('POST /api/results/v2/exports', () => {
  const body = () => ({ kind: 'pdf', request: periodRequest(world.period.id) });

  it('refuses without a token (401), students and teachers without results access (403)', async () => {
    expect((await startExport(null, body())).statusCode).toBe(401);
    const db = t.deps.database.db;
    const student = await buildIdentity(db, { type: 'student', organizationId: world.school.id });
    expect((await startExport(await tokenFor(t.deps, student.identity), body())).statusCode).toBe(403);
    const teacher = await buildIdentity(db, { type: 'teacher', organizationId: world.school.id });
    expect((await startExport(await tokenFor(t.deps, teacher.identity), body())).statusCode).toBe(403);
  });

  it("answers 404 to another school's admin", async () => {
    const { school } = await buildSchool(t.deps.database.db);
    const stranger = await adminOf(school.id);
    const response = await startExport(await tokenFor(t.deps, stranger.identity), body());
    expect(response.statusCode).toBe(404);
    const compared = await startExport(ownerToken, {
      ...body(),
      compare_identifiers: { type: 'period', id: 999999 },
    });
    expect(compared.statusCode).toBe(404);
  });

  it('answers 422 for an unknown kind and for a class that is not the scope’s', async () => {
    expect((await startExport(ownerToken, { ...body(), kind: 'docx' })).statusCode).toBe(422);
    const other = await buildSchoolWithResults(t.deps.database.db);
    const response = await startExport(ownerToken, {
      kind: 'xlsx',
      request: periodRequest(world.period.id, { class: [other.classA.id] }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain('filters.class');
  });

  it('makes a PDF for the owner, with status and a download', async () => {
    const started = await startExport(ownerToken, {
      ...body(),
      compare_identifiers: { type: 'period', id: world.period.id },
    });
    expect(started.statusCode).toBe(201);
    const { id, status } = started.json().data;
    expect(status).toBe('done');

    const polled = await t.app.inject({
      method: 'GET',
      url: `/api/results/v2/exports/${id}`,
      headers: bearer(ownerToken),
    });
    expect(polled.json().data).toMatchObject({ id, kind: 'pdf', status: 'done', progress: 100 });
    expect(polled.json().data.file_name).toMatch(/^School-[0-9a-z]+_Labsajūta_Pavasaris\.pdf$/);

    const file = await download(ownerToken, id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="School-[0-9a-z]+_Labsajuta_Pavasaris\.pdf"; filename\*=UTF-8/,
    );
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 60000);
});

describe('file names and the board variant', () => {
  const pageCount = (pdf: Buffer) =>
    Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString())?.[1]);

  it('names PDF and Excel files after school, survey and period, with a UTF-8 filename* for lv letters', async () => {
    const db = t.deps.database.db;
    const named = await buildSchoolWithResults(db);
    await db
      .update(organizations)
      .set({ name: 'Rīgas Ķengaraga skola' })
      .where(eq(organizations.id, named.school.id));
    await db.update(surveyPeriods).set({ name: 'Rudens 2026' }).where(eq(surveyPeriods.id, named.period.id));
    const token = await tokenFor(t.deps, (await adminOf(named.school.id)).identity);
    for (const kind of ['pdf', 'xlsx'] as const) {
      const started = await startExport(token, { kind, request: periodRequest(named.period.id) });
      expect(started.statusCode).toBe(201);
      const file = await download(token, started.json().data.id);
      const header = String(file.headers['content-disposition']);
      expect(header).toMatch(
        new RegExp(`^attachment; filename="Rigas-Kengaraga-skola_[^"]+_Rudens-2026\\.${kind}"; `),
      );
      const utf8 = decodeURIComponent(header.split("filename*=UTF-8''")[1]);
      expect(utf8).toMatch(new RegExp(`^Rīgas-Ķengaraga-skola_[\\p{L}\\p{N}-]+_Rudens-2026\\.${kind}$`, 'u'));
    }
  }, 60000);

  it('makes the board variant of two pages with the comment, named as such; refuses it for Excel (422)', async () => {
    const started = await startExport(ownerToken, {
      kind: 'pdf',
      request: periodRequest(world.period.id),
      variant: 'board',
      comment: 'Mēs runāsim ar klasēm.',
    });
    expect(started.statusCode).toBe(201);
    const file = await download(ownerToken, started.json().data.id);
    expect(pageCount(file.rawPayload)).toBe(2);
    expect(String(file.headers['content-disposition'])).toMatch(/_Pavasaris_padomei\.pdf"/);
    const text = execFileSync('pdftotext', ['-', '-'], { input: file.rawPayload }).toString();
    expect(text).toContain('Mēs runāsim ar klasēm.');
    expect(text).toContain('Direktora komentārs');

    const full = await startExport(ownerToken, { kind: 'pdf', request: periodRequest(world.period.id) });
    expect(pageCount((await download(ownerToken, full.json().data.id)).rawPayload)).toBeGreaterThan(2);

    const excel = await startExport(ownerToken, {
      kind: 'xlsx',
      request: periodRequest(world.period.id),
      variant: 'board',
    });
    expect(excel.statusCode).toBe(422);
    expect(excel.json().message).toContain('variant');
    const long = await startExport(ownerToken, {
      kind: 'pdf',
      request: periodRequest(world.period.id),
      variant: 'board',
      comment: 'x'.repeat(1501),
    });
    expect(long.statusCode).toBe(422);
  }, 60000);
});

describe('Excel export', () => {
  /** The figures of each block of the Summary sheet: a question's answered count, the respondents. */
  const answeredCounts = (workbook: ExcelJS.Workbook, answeredWord: string) =>
    (workbook.getWorksheet('Summary')!.getSheetValues() as unknown[])
      .filter((row): row is unknown[] => Array.isArray(row) && row[1] === answeredWord)
      .map((row) => Number(row[2]));

  it('writes the summary only: no sheet lists respondents, and every figure stands for the threshold or more', async () => {
    const started = await startExport(ownerToken, { kind: 'xlsx', request: periodRequest(world.period.id) });
    expect(started.statusCode).toBe(201);
    const file = await download(ownerToken, started.json().data.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const workbook = await workbookOf(file.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary']);
    const cells = workbook.getWorksheet('Summary')!.getSheetValues().flat().map(String);
    // Neither the free texts nor a class are named anywhere.
    expect(cells.some((cell) => cell.includes('HYPERLINK'))).toBe(false);
    expect(cells).not.toContain('8.b');
    const answered = answeredCounts(workbook, reportWords('lv').answered);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((n) => n >= 5)).toBe(true);
  }, 60000);

  it('shows no answer counts when the selection is below the threshold', async () => {
    const started = await startExport(ownerToken, {
      kind: 'xlsx',
      request: periodRequest(world.period.id, { class: [world.classB.id] }),
    });
    const workbook = await workbookOf((await download(ownerToken, started.json().data.id)).rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary']);
    const numbers = workbook
      .getWorksheet('Summary')!
      .getSheetValues()
      .flat()
      .filter((v) => typeof v === 'number');
    // Only the whole period's answered, expected and response rate (12 of 15, 80 %); the hidden
    // selection's count reads as why it is hidden; no answer counts.
    expect(numbers).toEqual([12, 15, 80]);
    expect(answeredCounts(workbook, reportWords('lv').answered)).toEqual([]);
  }, 60000);
});

describe('exports through the job queue', () => {
  it('answers queued at once; the job makes the file', async () => {
    const sent: { name: string; data: ExportJobData }[] = [];
    t.deps.queue = {
      send: async (name, data) => {
        sent.push({ name, data: data as unknown as ExportJobData });
        return 'job-1';
      },
      isRunning: () => true,
      stop: async () => {},
    };
    try {
      const started = await startExport(ownerToken, { kind: 'pdf', request: periodRequest(world.period.id) });
      expect(started.statusCode).toBe(201);
      expect(started.json().data.status).toBe('queued');
      expect(sent.map((job) => job.name)).toEqual([exportJobName]);
      await resultExportJob(t.deps.database).handle(sent[0].data);
      const polled = await t.app.inject({
        method: 'GET',
        url: `/api/results/v2/exports/${started.json().data.id}`,
        headers: bearer(ownerToken),
      });
      expect(polled.json().data).toMatchObject({ status: 'done', progress: 100 });
    } finally {
      t.deps.queue = null;
    }
  }, 60000);
});

describe('GET /api/results/v2/exports/:id', () => {
  it('is only for the identity that asked, and the file is gone once expired', async () => {
    const started = await startExport(ownerToken, { kind: 'xlsx', request: periodRequest(world.period.id) });
    const { id } = started.json().data;
    const colleague = await tokenFor(t.deps, (await adminOf(world.school.id)).identity);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/results/v2/exports/${id}`,
      headers: bearer(colleague),
    });
    expect(seen.statusCode).toBe(404);
    expect((await download(colleague, id)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/results/v2/exports/${id}` });
    expect(anonymous.statusCode).toBe(401);

    await t.deps.database.db
      .update(resultExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(resultExports.id, id));
    expect((await download(ownerToken, id)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/results/v2/exports/not-a-uuid',
      headers: bearer(ownerToken),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/results/v2/exports/:id/file after the access that made it is gone', () => {
  it('refuses an admin whose results access was taken away since (403)', async () => {
    const db = t.deps.database.db;
    const admin = await adminOf(world.school.id);
    const started = await startExport(await tokenFor(t.deps, admin.identity), {
      kind: 'xlsx',
      request: periodRequest(world.period.id),
    });
    const { id } = started.json().data;
    expect((await download(await tokenFor(t.deps, admin.identity), id)).statusCode).toBe(200);

    const [refused] = await db
      .update(identities)
      .set({ permissions: { forbid_results_access: true } })
      .where(eq(identities.id, admin.identity.id))
      .returning();
    const file = await download(await tokenFor(t.deps, refused), id);
    expect(file.statusCode).toBe(403);
    expect(file.rawPayload.subarray(0, 2).toString('latin1')).not.toBe('PK');
  }, 60000);

  it('refuses a teacher taken off the class whose results the file holds (403), not a teacher who still teaches it', async () => {
    const db = t.deps.database.db;
    const teacher = await buildIdentity(db, { type: 'teacher', organizationId: world.school.id });
    await db
      .update(identities)
      .set({ teacherAccessToResults: true })
      .where(eq(identities.id, teacher.identity.id));
    await db.insert(teachingAssignments).values({ teacherId: teacher.identity.id, classId: world.classA.id });
    const token = await tokenFor(t.deps, teacher.identity);
    const started = await startExport(token, { kind: 'xlsx', request: periodRequest(world.period.id) });
    expect(started.statusCode).toBe(201);
    const { id } = started.json().data;
    expect((await download(token, id)).statusCode).toBe(200);

    // Given class B as well: the file (class A) is still theirs.
    await db.insert(teachingAssignments).values({ teacherId: teacher.identity.id, classId: world.classB.id });
    expect((await download(token, id)).statusCode).toBe(200);

    // Taken off class A: its answers are no longer theirs to read.
    await db
      .delete(teachingAssignments)
      .where(
        and(
          eq(teachingAssignments.teacherId, teacher.identity.id),
          eq(teachingAssignments.classId, world.classA.id),
        ),
      );
    expect((await download(token, id)).statusCode).toBe(403);

    // Results access switched off altogether.
    await db
      .update(identities)
      .set({ teacherAccessToResults: false })
      .where(eq(identities.id, teacher.identity.id));
    expect((await download(token, id)).statusCode).toBe(403);
  }, 60000);
});

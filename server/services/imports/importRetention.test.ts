import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImportStatus, imports } from '../../db/schema';
import { housekeepingJob } from '../../jobs/housekeeping';
import { buildSchool } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('import retention (nightly housekeeping)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function buildImport(schoolId: number, status: ImportStatus, ageDays: number) {
    const [row] = await ctx.deps.database.db
      .insert(imports)
      .values({
        organizationId: schoolId,
        type: 'students',
        status,
        fileName: 'students.csv',
        fileFormat: 'csv',
        fileEncoding: 'utf-8',
        fileSize: 20,
        fileBytes: Buffer.from('name;class\nAnna;7.a\n'),
        rows: [{ line: 2, cells: ['Anna', '7.a'] }],
        counts: { rows: 1, valid: 1, errors: 0, skipped: 0, new_classes: 0 },
        errors: [{ line: 3, column: 'class', code: 'missing', message: 'class: is required' }],
        createdAt: daysAgo(ageDays),
        updatedAt: daysAgo(ageDays),
        committedAt: status === 'committed' ? daysAgo(ageDays) : null,
      })
      .returning();
    return row.id;
  }

  it('drops the files of imports committed over 30 days ago and deletes imports abandoned for 7 days', async () => {
    const db = ctx.deps.database.db;
    const { school } = await buildSchool(db);
    const oldCommitted = await buildImport(school.id, 'committed', 31);
    const recentCommitted = await buildImport(school.id, 'committed', 29);
    const abandoned = await Promise.all(
      (['uploaded', 'previewed', 'failed'] as const).map((status) => buildImport(school.id, status, 8)),
    );
    const recentPreview = await buildImport(school.id, 'previewed', 6);
    const committing = await buildImport(school.id, 'committing', 40);

    await housekeepingJob(db).handle(undefined);

    const rows = await db
      .select({
        id: imports.id,
        bytes: sql<number>`octet_length(${imports.fileBytes})`,
        rows: imports.rows,
        counts: imports.counts,
        errors: imports.errors,
      })
      .from(imports)
      .where(eq(imports.organizationId, school.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(oldCommitted)).toMatchObject({
      bytes: 0,
      rows: [],
      counts: { rows: 1, valid: 1 },
      errors: [{ line: 3, column: 'class' }],
    });
    expect(byId.get(recentCommitted)).toMatchObject({ bytes: 20, rows: [{ line: 2 }] });
    for (const id of abandoned) expect(byId.has(id)).toBe(false);
    expect(byId.get(recentPreview)?.bytes).toBe(20);
    // A commit under way is never touched, however old.
    expect(byId.get(committing)?.bytes).toBe(20);

    // Running again changes nothing more.
    await housekeepingJob(db).handle(undefined);
    const again = await db
      .select({ id: imports.id })
      .from(imports)
      .where(inArray(imports.id, [oldCommitted, recentCommitted, recentPreview, committing]));
    expect(again).toHaveLength(4);
  });
});

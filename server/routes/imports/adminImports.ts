import { and, desc, eq, type SQL } from 'drizzle-orm';
import { imports, organizations } from '../../db/schema';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { requireSuperAdmin } from '../../policies/superAdmin';
import { presentImportSummary } from '../../presenters/import';
import { adminImportsQuery } from './schema';

/** Super-admin: every import across schools, newest first, with its school. */
export const adminImportRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get('/admin/imports', { schema: { querystring: adminImportsQuery } }, async (request) => {
    requireSuperAdmin(request);
    const { school_id, status, type, limit, offset } = request.query;
    const filters: SQL[] = [];
    if (school_id) filters.push(eq(imports.organizationId, school_id));
    if (status) filters.push(eq(imports.status, status));
    if (type) filters.push(eq(imports.type, type));
    const rows = await db
      .select({
        id: imports.id,
        organizationId: imports.organizationId,
        type: imports.type,
        status: imports.status,
        progress: imports.progress,
        fileName: imports.fileName,
        fileFormat: imports.fileFormat,
        fileSize: imports.fileSize,
        counts: imports.counts,
        failure: imports.failure,
        createdBy: imports.createdBy,
        createdAt: imports.createdAt,
        updatedAt: imports.updatedAt,
        committedAt: imports.committedAt,
        schoolName: organizations.name,
      })
      .from(imports)
      .innerJoin(organizations, eq(organizations.id, imports.organizationId))
      .where(and(...filters))
      .orderBy(desc(imports.createdAt), desc(imports.id))
      .limit(limit)
      .offset(offset);
    return ok(
      rows.map((row) => ({
        ...presentImportSummary(row),
        school: { id: row.organizationId, name: row.schoolName },
      })),
      { limit, offset },
    );
  });
};

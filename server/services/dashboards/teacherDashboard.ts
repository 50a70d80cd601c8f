import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TeacherDashboard } from '../../../common/dashboards/types';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { classes } from '../../db/schema';
import { AppError } from '../../http/errors';
import { listResultsPeriods } from '../results/periodsList';
import { identityResultsAccess, loadOwnClassIds } from '../results/resultsScope';
import { runningPeriods } from './runningPeriods';

const teachingTypes = new Set(['teacher', 'staff', 'school_admin']);
const shownResults = 5;

/** A teacher's home: their classes' participation in running periods and the results they may read. */
export async function teacherDashboard(
  db: Db,
  claims: TokenClaims,
  schoolId: number,
): Promise<TeacherDashboard> {
  if (!teachingTypes.has(claims.identityType))
    throw new AppError('forbidden', 'The teacher dashboard is for the school’s teachers');
  const ownClassIds = await loadOwnClassIds(db, claims.identityId);
  const rows = ownClassIds.length
    ? await db
        .select({ id: classes.id, name: classes.name, teacherId: classes.teacherId })
        .from(classes)
        .where(
          and(
            inArray(classes.id, ownClassIds),
            eq(classes.organizationId, schoolId),
            isNull(classes.archivedAt),
          ),
        )
        .orderBy(classes.grade, classes.name)
    : [];
  const classIds = rows.map((row) => row.id);
  const access = await identityResultsAccess(db, claims);
  const results =
    access.kind === 'refused'
      ? null
      : (await listResultsPeriods(db, claims))
          .filter((period) => period.status === 'closed' && period.type === 'period')
          .slice(0, shownResults);
  return {
    classes: rows.map((row) => ({
      id: row.id,
      name: row.name,
      homeroom: row.teacherId === claims.identityId,
    })),
    running: classIds.length ? await runningPeriods(db, schoolId, classIds) : [],
    results,
  };
}

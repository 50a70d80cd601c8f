import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes, type ImportType, identities } from '../../db/schema';
import { AppError } from '../../http/errors';
import { prerequisiteOf } from './importReport';

/** Teachers need classes and parents need students in the school before their import makes sense. */
export async function schoolCounts(db: Db, schoolId: number) {
  const [{ classCount }] = await db
    .select({ classCount: count() })
    .from(classes)
    .where(and(eq(classes.organizationId, schoolId), isNull(classes.archivedAt)));
  const people = await db
    .select({ type: identities.type, total: count() })
    .from(identities)
    .where(and(eq(identities.organizationId, schoolId), isNull(identities.archivedAt)))
    .groupBy(identities.type);
  const of = (type: string) => people.find((row) => row.type === type)?.total ?? 0;
  return {
    classes: classCount,
    students: of('student'),
    teachers: of('teacher'),
    parents: of('parent'),
    staff: of('staff'),
  };
}

export async function assertPrerequisites(db: Db, schoolId: number, type: ImportType) {
  const needed = prerequisiteOf[type];
  if (!needed) return;
  const counts = await schoolCounts(db, schoolId);
  if (counts[needed] > 0) return;
  throw new AppError(
    'conflict',
    needed === 'classes'
      ? 'The school has no classes yet: create classes or import students first'
      : 'The school has no students yet: import students first',
    [`type: needs_${needed}`],
  );
}

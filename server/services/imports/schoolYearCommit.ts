import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { classes, classStudents, events, identities } from '../../db/schema';
import { AppError } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';
import { organizationSchoolYears, type SchoolYearSpan } from '../periods/schoolYear';
import { planSchoolYear, type YearClass } from './schoolYear';

async function yearClasses(db: Db, schoolId: number): Promise<YearClass[]> {
  return db
    .select({
      id: classes.id,
      name: classes.name,
      grade: classes.grade,
      students: sql<number>`count(${identities.id})::int`,
    })
    .from(classes)
    .leftJoin(classStudents, eq(classStudents.classId, classes.id))
    .leftJoin(identities, and(eq(identities.id, classStudents.identityId), isNull(identities.archivedAt)))
    .where(and(eq(classes.organizationId, schoolId), isNull(classes.archivedAt)))
    .groupBy(classes.id)
    .orderBy(desc(classes.grade));
}

const dayMs = 86_400_000;
const dayOf = (value: string) => Date.parse(`${value}T00:00:00Z`);

/**
 * The school year the classes move into, by the school's own school years (/admin/fiscal-years, else its
 * organisation's, else 1 September to 31 August): the one holding today while it is in its first half
 * (the wizard is run as the year begins), else the next one (run as the year ends, or in the summer).
 */
export async function targetSchoolYear(db: Db, schoolId: number, now = new Date()): Promise<SchoolYearSpan> {
  const today = now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Riga' });
  const { current, next } = await organizationSchoolYears(db, schoolId, today);
  const middle = (dayOf(current.starts_on) + dayOf(current.ends_on) + dayMs) / 2;
  return dayOf(today) < middle ? current : next;
}

/** When this school's classes were last moved into that school year, if they were. */
async function startedAt(db: Db, schoolId: number, year: number): Promise<string | null> {
  const [row] = await db
    .select({ at: events.createdAt })
    .from(events)
    .where(
      and(
        eq(events.category, 'Imports'),
        eq(events.action, 'New school year'),
        sql`${events.details} ->> 'school_id' = ${String(schoolId)}`,
        sql`${events.details} -> 'school_year' ->> 'year' = ${String(year)}`,
      ),
    )
    .orderBy(desc(events.createdAt))
    .limit(1);
  return row ? row.at.toISOString() : null;
}

export async function previewSchoolYear(db: Db, schoolId: number, lastGrade: number) {
  const schoolYear = await targetSchoolYear(db, schoolId);
  return {
    ...planSchoolYear(await yearClasses(db, schoolId), lastGrade),
    school_year: schoolYear,
    already_started_at: await startedAt(db, schoolId, schoolYear.year),
  };
}

/** Archives parents none of whose linked students is still at school. */
async function archiveParentsWithoutStudents(tx: Db, schoolId: number, now: Date): Promise<number> {
  const archived = await tx
    .update(identities)
    .set({ archivedAt: now })
    .where(
      and(
        eq(identities.organizationId, schoolId),
        eq(identities.type, 'parent'),
        isNull(identities.archivedAt),
        sql`exists (select 1 from parent_links pl where pl.parent_id = "identities"."id")`,
        sql`not exists (select 1 from parent_links pl join identities s on s.id = pl.student_id
          where pl.parent_id = "identities"."id" and s.archived_at is null)`,
      ),
    )
    .returning({ id: identities.id });
  return archived.length;
}

/** The new school year in one transaction, as previewed; refused while two classes would share a name. */
export async function commitSchoolYear(db: Db, claims: TokenClaims, schoolId: number, lastGrade: number) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const schoolYear = await targetSchoolYear(tx, schoolId);
    const plan = planSchoolYear(await yearClasses(tx, schoolId), lastGrade);
    if (plan.conflicts.length)
      throw new AppError(
        'validation_failed',
        `Classes would share a name: ${plan.conflicts.map((conflict) => conflict.name).join(', ')}`,
        plan.conflicts.map((conflict) => `classes: "${conflict.name}" would be used twice`),
      );
    const now = new Date();
    const graduating = plan.classes.filter((step) => step.action === 'graduate').map((step) => step.id);
    let archivedStudents = 0;
    let archivedParents = 0;
    if (graduating.length) {
      const students = await tx
        .update(identities)
        .set({ archivedAt: now })
        .where(
          and(
            isNull(identities.archivedAt),
            eq(identities.type, 'student'),
            inArray(
              identities.id,
              tx
                .select({ id: classStudents.identityId })
                .from(classStudents)
                .where(inArray(classStudents.classId, graduating)),
            ),
          ),
        )
        .returning({ id: identities.id });
      archivedStudents = students.length;
      await tx.update(classes).set({ archivedAt: now }).where(inArray(classes.id, graduating));
      archivedParents = await archiveParentsWithoutStudents(tx, schoolId, now);
    }
    // Highest grade first, so 8.a is already 9.a when 7.a becomes 8.a.
    const promoted = plan.classes
      .filter((step) => step.action === 'promote')
      .sort((a, b) => (b.new_grade ?? 0) - (a.new_grade ?? 0));
    for (const step of promoted)
      await tx
        .update(classes)
        .set({ name: step.new_name!, grade: step.new_grade })
        .where(eq(classes.id, step.id));
    const result = {
      last_grade: lastGrade,
      promoted: promoted.length,
      graduated_classes: graduating.length,
      archived_students: archivedStudents,
      archived_parents: archivedParents,
      kept: plan.counts.kept,
      school_year: schoolYear,
    };
    await recordEvent(tx, claims, {
      category: 'Imports',
      action: 'New school year',
      details: { ...result, school_id: schoolId },
    });
    return result;
  });
}

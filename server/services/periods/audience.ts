import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes, classStudents, groupMembers, groups, identities, parentLinks } from '../../db/schema';
import type { PeriodAudience, SurveyAudience } from '../../db/schema/surveys';
import { fieldError } from '../../http/errors';
import { teachingStaffTypes } from '../respondents/classReferences';

export type ResolvedAudience = {
  /** Identities that get their own identified poll. */
  identityIds: number[];
  /** Classes that get a class link for access codes. */
  linkClassIds: number[];
  expectedCount: number;
};

/** Classes named directly or through whole grades; every one must be a live class of the school. */
async function audienceClasses(db: Db, schoolId: number, audience: PeriodAudience) {
  if (!audience.classIds.length && !audience.grades.length) return [];
  const rows = await db
    .select()
    .from(classes)
    .where(
      and(
        eq(classes.organizationId, schoolId),
        isNull(classes.archivedAt),
        or(
          audience.classIds.length ? inArray(classes.id, audience.classIds) : undefined,
          audience.grades.length ? inArray(classes.grade, audience.grades) : undefined,
        ),
      ),
    );
  const found = new Set(rows.map((row) => row.id));
  const unknown = audience.classIds.filter((id) => !found.has(id));
  if (unknown.length)
    throw fieldError(`audience.class_ids: not classes of this school: ${unknown.join(', ')}`);
  return rows;
}

async function groupStudents(db: Db, schoolId: number, groupIds: number[]) {
  if (!groupIds.length) return [];
  const live = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.organizationId, schoolId), isNull(groups.archivedAt), inArray(groups.id, groupIds)));
  if (live.length !== new Set(groupIds).size)
    throw fieldError('audience.group_ids: not groups of this school');
  const rows = await db
    .select({ id: identities.id })
    .from(groupMembers)
    .innerJoin(identities, eq(identities.id, groupMembers.identityId))
    .where(
      and(
        inArray(groupMembers.groupId, groupIds),
        isNull(identities.archivedAt),
        eq(identities.type, 'student'),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Who a period at one school asks, for the survey's audience: students of the chosen classes,
 * grades and groups (each identified, plus a class link per class for those without accounts),
 * the school's teachers, or the parents of those students (of the whole school when no class is chosen).
 */
export async function resolveAudience(
  db: Db,
  schoolId: number,
  surveyAudience: SurveyAudience,
  audience: PeriodAudience,
): Promise<ResolvedAudience> {
  const chosenClasses = await audienceClasses(db, schoolId, audience);
  const classIds = chosenClasses.map((row) => row.id);
  const seated = classIds.length
    ? await db
        .select({ id: classStudents.identityId, classId: classStudents.classId })
        .from(classStudents)
        .innerJoin(identities, eq(identities.id, classStudents.identityId))
        .where(and(inArray(classStudents.classId, classIds), isNull(identities.archivedAt)))
    : [];
  const fromGroups = await groupStudents(db, schoolId, audience.groupIds);
  const students = [...new Set([...seated.map((row) => row.id), ...fromGroups])];

  if (surveyAudience === 'student') {
    const registeredIn = (classId: number) => seated.filter((row) => row.classId === classId).length;
    const classExpected = chosenClasses.reduce(
      (sum, row) => sum + Math.max(row.numStudents, registeredIn(row.id)),
      0,
    );
    const groupOnly = fromGroups.filter((id) => !seated.some((row) => row.id === id)).length;
    return { identityIds: students, linkClassIds: classIds, expectedCount: classExpected + groupOnly };
  }
  if (surveyAudience === 'teacher' || surveyAudience === 'staff') {
    if (!audience.teachers && !audience.publicLink)
      throw fieldError('audience.teachers: choose the teachers or a public link');
    const staff = audience.teachers
      ? await db
          .select({ id: identities.id })
          .from(identities)
          .where(
            and(
              eq(identities.organizationId, schoolId),
              inArray(
                identities.type,
                surveyAudience === 'staff' ? ['staff', 'school_admin'] : [...teachingStaffTypes],
              ),
              isNull(identities.archivedAt),
            ),
          )
      : [];
    return { identityIds: staff.map((row) => row.id), linkClassIds: [], expectedCount: staff.length };
  }
  if (!audience.parents && !audience.publicLink)
    throw fieldError('audience.parents: choose the parents or a public link');
  const parents = audience.parents
    ? await db
        .selectDistinct({ id: identities.id })
        .from(identities)
        .leftJoin(parentLinks, eq(parentLinks.parentId, identities.id))
        .where(
          and(
            eq(identities.organizationId, schoolId),
            eq(identities.type, 'parent'),
            isNull(identities.archivedAt),
            students.length ? inArray(parentLinks.studentId, students) : undefined,
          ),
        )
    : [];
  return { identityIds: parents.map((row) => row.id), linkClassIds: [], expectedCount: parents.length };
}

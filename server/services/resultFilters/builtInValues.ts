import { and, asc, count, countDistinct, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  classes,
  groups,
  identities,
  organizations,
  responses,
  teachingAssignments,
  users,
} from '../../db/schema';
import type { ResultsScope } from '../results/resultsScope';
import { selectionCondition } from '../results/selection';
import type { CountedValue } from './filterValues';

export type BuiltInType = 'class' | 'group' | 'grade' | 'teacher';

const inScope = (scope: ResultsScope) => selectionCondition(scope, {});

/** Over several schools (a parent period) a class is named with its school: every school has a 7.a. */
async function classValues(db: Db, scope: ResultsScope): Promise<CountedValue[]> {
  const severalSchools = scope.organizations.length > 1;
  const rows = await db
    .select({ id: classes.id, name: classes.name, school: organizations.name, n: count() })
    .from(responses)
    .innerJoin(classes, eq(classes.id, responses.classId))
    .innerJoin(organizations, eq(organizations.id, classes.organizationId))
    .where(inScope(scope))
    .groupBy(classes.id, classes.name, organizations.name)
    .orderBy(...(severalSchools ? [asc(organizations.name)] : []), asc(classes.name));
  return rows.map((row) => ({
    value: String(row.id),
    label: severalSchools ? `${row.school} · ${row.name}` : row.name,
    n: row.n,
  }));
}

async function groupValues(db: Db, scope: ResultsScope): Promise<CountedValue[]> {
  const rows = await db
    .select({ id: groups.id, name: groups.name, n: count() })
    .from(responses)
    .innerJoin(groups, sql`${responses.groupIds} @> jsonb_build_array(${groups.id})`)
    .where(
      and(
        inScope(scope),
        inArray(
          groups.organizationId,
          scope.organizations.map((organization) => organization.id),
        ),
      ),
    )
    .groupBy(groups.id, groups.name)
    .orderBy(asc(groups.name));
  return rows.map((row) => ({ value: String(row.id), label: row.name, n: row.n }));
}

async function gradeValues(db: Db, scope: ResultsScope): Promise<CountedValue[]> {
  const rows = await db
    .select({ grade: responses.grade, n: count() })
    .from(responses)
    .where(and(inScope(scope), isNotNull(responses.grade)))
    .groupBy(responses.grade)
    .orderBy(asc(responses.grade));
  return rows.map((row) => ({ value: String(row.grade), label: String(row.grade), n: row.n }));
}

/**
 * A teacher holds the responses of the classes they teach or are class teacher of. The pairs of
 * teacher and class are made first and joined on the class: a join on "teaches or leads" made
 * PostgreSQL test every response against every teacher (3 s on the demo data, issue 38.4).
 */
async function teacherValues(db: Db, scope: ResultsScope): Promise<CountedValue[]> {
  const taught = db
    .select({ teacherId: teachingAssignments.teacherId, classId: teachingAssignments.classId })
    .from(teachingAssignments)
    .union(
      db
        .select({ teacherId: sql<number>`${classes.teacherId}`.as('teacher_id'), classId: classes.id })
        .from(classes)
        .where(isNotNull(classes.teacherId)),
    )
    .as('taught');
  const rows = await db
    .select({ id: identities.id, name: users.name, surname: users.surname, n: countDistinct(responses.id) })
    .from(responses)
    .innerJoin(taught, eq(taught.classId, responses.classId))
    .innerJoin(identities, eq(identities.id, taught.teacherId))
    .innerJoin(users, eq(users.id, identities.userId))
    .where(
      and(
        inScope(scope),
        inArray(
          identities.organizationId,
          scope.organizations.map((organization) => organization.id),
        ),
      ),
    )
    .groupBy(identities.id, users.name, users.surname)
    .orderBy(asc(users.surname), asc(users.name));
  return rows.map((row) => ({ value: String(row.id), label: `${row.name} ${row.surname}`.trim(), n: row.n }));
}

const loaders: Record<BuiltInType, (db: Db, scope: ResultsScope) => Promise<CountedValue[]>> = {
  class: classValues,
  group: groupValues,
  grade: gradeValues,
  teacher: teacherValues,
};

export const builtInTypes = Object.keys(loaders) as BuiltInType[];

export function builtInValues(db: Db, scope: ResultsScope, type: BuiltInType): Promise<CountedValue[]> {
  return loaders[type](db, scope);
}

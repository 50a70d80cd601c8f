import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  classes,
  classStudents,
  type ImportType,
  identities,
  parentLinks,
  subjects,
  users,
} from '../../db/schema';
import { accountsWithRolesElsewhere } from '../respondents/accountsElsewhere';
import { chunk } from './chunks';
import { identityTypeOf } from './importFields';

export type KnownPerson = {
  identityId: number;
  userId: number;
  name: string;
  surname: string;
  email: string | null;
  externalId: string | null;
  classId: number | null;
};

/** What an import is checked against: the school's live classes, subjects and people, and known accounts. */
export type SchoolSnapshot = {
  classes: { id: number; name: string; teacherId: number | null }[];
  subjects: { id: number; names: Record<string, string> }[];
  /** Live identities of the type the import creates. */
  people: KnownPerson[];
  /** Live students (the parents import links to them). */
  students: KnownPerson[];
  parentLinks: { parentId: number; studentId: number }[];
  /** Accounts anywhere in Balss with an e-mail of the file, by lower-case e-mail. */
  accounts: Map<string, number>;
  /** The e-mails (lower-case) of those accounts that hold a live role outside the school: never given a role by an import. */
  elsewhere: Set<string>;
};

async function livePeople(db: Db, schoolId: number, type: string): Promise<KnownPerson[]> {
  return db
    .select({
      identityId: identities.id,
      userId: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      externalId: identities.externalId,
      classId: classStudents.classId,
    })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .leftJoin(classStudents, eq(classStudents.identityId, identities.id))
    .where(
      and(
        eq(identities.organizationId, schoolId),
        eq(identities.type, type as 'student'),
        isNull(identities.archivedAt),
      ),
    );
}

async function accountsByEmail(db: Db, emails: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const part of chunk([...new Set(emails)], 5000)) {
    const rows = await db
      .select({ id: users.id, email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, part));
    for (const row of rows) found.set(row.email, row.id);
  }
  return found;
}

export async function loadSchoolSnapshot(
  db: Db,
  schoolId: number,
  type: ImportType,
  emails: string[],
): Promise<SchoolSnapshot> {
  const identityType = identityTypeOf[type];
  const liveClasses = await db
    .select({ id: classes.id, name: classes.name, teacherId: classes.teacherId })
    .from(classes)
    .where(and(eq(classes.organizationId, schoolId), isNull(classes.archivedAt)));
  const usableSubjects =
    type === 'teachers'
      ? await db
          .select({ id: subjects.id, names: subjects.names })
          .from(subjects)
          .where(
            and(
              isNull(subjects.archivedAt),
              or(isNull(subjects.organizationId), eq(subjects.organizationId, schoolId)),
            ),
          )
      : [];
  const people = await livePeople(db, schoolId, identityType);
  const students =
    type === 'students' ? people : type === 'parents' ? await livePeople(db, schoolId, 'student') : [];
  const parentIds = type === 'parents' ? people.map((person) => person.identityId) : [];
  const links = [];
  for (const part of chunk(parentIds, 5000)) {
    links.push(
      ...(await db
        .select({ parentId: parentLinks.parentId, studentId: parentLinks.studentId })
        .from(parentLinks)
        .where(inArray(parentLinks.parentId, part))),
    );
  }
  const accounts = await accountsByEmail(db, emails);
  const outside = new Set<number>();
  for (const part of chunk([...accounts.values()], 5000))
    for (const userId of await accountsWithRolesElsewhere(db, part, schoolId)) outside.add(userId);
  return {
    classes: liveClasses,
    subjects: usableSubjects,
    people,
    students,
    parentLinks: links,
    accounts,
    elsewhere: new Set([...accounts].filter(([, userId]) => outside.has(userId)).map(([email]) => email)),
  };
}

import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { classes, classStudents, identities, users } from '../../db/schema';
import { fieldError, notFound } from '../../http/errors';
import { uniqueUsername } from '../accounts/usernames';
import { recordEvent } from '../events/recordEvent';
import { accountElsewhereMessage, accountsWithRolesElsewhere } from './accountsElsewhere';

export type NewStudent = { name: string; surname: string; email?: string | null; class_id?: number | null };

async function liveClass(db: Db, schoolId: number, classId: number) {
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.organizationId, schoolId), isNull(classes.archivedAt)));
  if (!row) throw notFound('Class');
  return row;
}

export async function listClassStudents(db: Db, schoolId: number, classId: number) {
  await liveClass(db, schoolId, classId);
  const rows = await db
    .select({ identity: identities, user: users })
    .from(classStudents)
    .innerJoin(identities, eq(identities.id, classStudents.identityId))
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(classStudents.classId, classId), isNull(identities.archivedAt)))
    .orderBy(asc(users.surname), asc(users.name));
  return rows.map(({ identity, user }) => ({
    id: identity.id,
    user_id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    external_id: identity.externalId,
  }));
}

/**
 * A new student of the school, in a class when one is given. A known e-mail attaches the student
 * role to that person instead of creating a second account.
 */
export async function addStudent(db: Db, claims: TokenClaims, schoolId: number, input: NewStudent) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (input.class_id) await liveClass(t, schoolId, input.class_id);
    const email = input.email?.toLowerCase() || null;
    const [known] = email ? await t.select().from(users).where(sql`lower(${users.email}) = ${email}`) : [];
    if (known) {
      const [already] = await t
        .select({ id: identities.id })
        .from(identities)
        .where(
          and(
            eq(identities.userId, known.id),
            eq(identities.organizationId, schoolId),
            eq(identities.type, 'student'),
            isNull(identities.archivedAt),
          ),
        );
      if (already) throw fieldError('email: this person is already a student of the school');
      if ((await accountsWithRolesElsewhere(t, [known.id], schoolId)).has(known.id))
        throw fieldError(`email: ${accountElsewhereMessage}`);
    }
    const user =
      known ??
      (
        await t
          .insert(users)
          .values({
            username: await uniqueUsername(t, input.name, input.surname),
            email,
            name: input.name,
            surname: input.surname,
          })
          .returning()
      )[0];
    const [identity] = await t
      .insert(identities)
      .values({ userId: user.id, organizationId: schoolId, type: 'student' })
      .returning();
    if (input.class_id)
      await t.insert(classStudents).values({ identityId: identity.id, classId: input.class_id });
    await recordEvent(t, claims, {
      category: 'Classes',
      action: 'Added student',
      details: { identity_id: identity.id, class_id: input.class_id ?? null },
    });
    return { id: identity.id, user_id: user.id, name: user.name, surname: user.surname, email: user.email };
  });
}

/** Moves a student of the school to another of its classes, or out of any class (null). */
export async function setStudentClass(
  db: Db,
  claims: TokenClaims,
  schoolId: number,
  identityId: number,
  classId: number | null,
) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [student] = await t
      .select({ id: identities.id })
      .from(identities)
      .where(
        and(
          eq(identities.id, identityId),
          eq(identities.organizationId, schoolId),
          eq(identities.type, 'student'),
          isNull(identities.archivedAt),
        ),
      );
    if (!student) throw notFound('Student');
    await t.delete(classStudents).where(eq(classStudents.identityId, identityId));
    if (classId !== null) {
      await liveClass(t, schoolId, classId);
      await t.insert(classStudents).values({ identityId, classId });
    }
    await recordEvent(t, claims, {
      category: 'Classes',
      action: classId === null ? 'Removed student from class' : 'Moved student',
      details: { identity_id: identityId, class_id: classId },
    });
  });
}

import { eq } from 'drizzle-orm';
import { hashPassword, passwordProblem, verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { assertEnabledLanguages } from '../translations/interfaceLanguages';

/**
 * Changes the user's own name and language. A language must be switched on for the interface
 * (/admin/manage-languages; en, lv, ru or an added one); the one the user already has may stay even when it
 * has been switched off since, so saving the name alone never fails on it.
 */
export async function updateProfile(
  db: Db,
  userId: number,
  values: { name?: string; surname?: string; language?: string | null },
): Promise<void> {
  if (values.language) {
    const [current] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
    if (current?.language !== values.language)
      await assertEnabledLanguages(db, 'language', [values.language], 'interface');
  }
  await db.update(users).set(values).where(eq(users.id, userId));
}

/** A signed-in password change; other sessions keep working (the user is present). */
export async function changePassword(db: Db, userId: number, current: string, next: string): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(current, user.passwordHash))) {
    throw fieldError('current_password: is not correct');
  }
  const problem = passwordProblem(next, user.username);
  if (problem) {
    const message = problem.replace(/^password:/, 'new_password:');
    throw fieldError(message);
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(next), passwordChangedAt: new Date() })
    .where(eq(users.id, userId));
}

import { eq } from 'drizzle-orm';
import { hashPassword, passwordProblem, verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { fieldError } from '../../http/errors';

export async function updateProfile(
  db: Db,
  userId: number,
  values: { name?: string; surname?: string; language?: string | null },
): Promise<void> {
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

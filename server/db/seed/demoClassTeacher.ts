import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { classes, identities, organizations, users } from '../schema';

/**
 * The demo teacher `teacher` (Tomass) leads 9.a as well as 7.a, so the survey running now for 9.a
 * (Ziema 2026) is on his class links and live session at once: the README's classroom can be tried
 * from the first sign-in. A 9.a led by someone else by now is left as it is.
 */
export async function seedDemoClassTeacher(db: Db): Promise<void> {
  const [teacher] = await db
    .select({ id: identities.id, schoolId: identities.organizationId })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .innerJoin(organizations, eq(organizations.id, identities.organizationId))
    .where(
      and(
        eq(users.username, 'teacher'),
        eq(identities.type, 'teacher'),
        eq(organizations.slug, 'demo-school'),
      ),
    );
  if (!teacher?.schoolId) return;
  await db
    .update(classes)
    .set({ teacherId: teacher.id })
    .where(
      and(eq(classes.organizationId, teacher.schoolId), eq(classes.name, '9.a'), isNull(classes.teacherId)),
    );
}

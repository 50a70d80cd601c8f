import { randomUUID } from 'node:crypto';
import { gradeFromName } from '../../common/classNames';
import type { Db } from '../db/client';
import { classes, classStudents, subjects } from '../db/schema';
import { buildIdentity } from './factories';

export async function buildClass(
  db: Db,
  schoolId: number,
  values: Partial<typeof classes.$inferInsert> = {},
) {
  const name = values.name ?? `${1 + Math.floor(Math.random() * 12)}.${randomUUID().slice(0, 4)}`;
  const [row] = await db
    .insert(classes)
    .values({ organizationId: schoolId, name, grade: gradeFromName(name), ...values })
    .returning();
  return row;
}

export async function buildStudent(db: Db, schoolId: number, classId?: number) {
  const student = await buildIdentity(db, { type: 'student', organizationId: schoolId });
  if (classId) await db.insert(classStudents).values({ identityId: student.identity.id, classId });
  return student;
}

export async function buildSubject(db: Db, organizationId: number | null, names: Record<string, string>) {
  const [row] = await db.insert(subjects).values({ organizationId, names }).returning();
  return row;
}

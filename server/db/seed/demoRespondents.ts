import { and, eq, inArray } from 'drizzle-orm';
import { gradeFromName } from '../../../common/classNames';
import type { Db } from '../client';
import {
  classes,
  classStudents,
  groupMembers,
  groups,
  identities,
  organizations,
  parentLinks,
  subjects,
  teachingAssignments,
  users,
} from '../schema';
import { demoPerson, seededRandom } from './demoPeople';

type DemoClass = { name: string; students: number; teacher?: string };

const secondaryClasses: DemoClass[] = [
  { name: '7.a', students: 24, teacher: 'teacher' },
  { name: '7.b', students: 22 },
  { name: '8.a', students: 23, teacher: 'multi' },
  { name: '8.b', students: 21 },
  { name: '9.a', students: 25 },
  { name: '10.a', students: 26 },
  { name: '11.a', students: 20 },
  { name: '12.a', students: 19 },
  // Parallel classes: 500 students in all, so a closed period holds several hundred responses.
  { name: '7.c', students: 27 },
  { name: '7.d', students: 25 },
  { name: '8.c', students: 28 },
  { name: '8.d', students: 26 },
  { name: '9.b', students: 28 },
  { name: '9.c', students: 26 },
  { name: '10.b', students: 29 },
  { name: '10.c', students: 27 },
  { name: '11.b', students: 26 },
  { name: '11.c', students: 25 },
  { name: '12.b', students: 27 },
  { name: '12.c', students: 26 },
];
const primaryClasses = ['1.a', '2.a', '3.a', '4.a'];
const extraTeachers = [
  { subject: 'Mathematics', classes: ['7.a', '7.b', '8.a', '8.b', '7.c', '8.c'] },
  { subject: 'Latvian language', classes: ['7.a', '9.a', '10.a', '9.b', '10.b'] },
  { subject: 'English', classes: ['8.b', '9.a', '11.a', '12.a', '11.b', '12.b'] },
  { subject: 'History', classes: ['10.a', '11.a', '12.a', '10.c', '11.c', '12.c'] },
  { subject: 'Biology', classes: ['7.b', '8.a', '9.a', '7.d', '8.d', '9.c'] },
  { subject: 'Sport and health', classes: ['7.a', '7.b', '8.a', '8.b', '9.a'] },
];

const usernameOf = (prefix: string, n: number) => `demo.${prefix}${String(n).padStart(3, '0')}`;

async function insertPeople(db: Db, prefix: string, count: number, random: () => number) {
  return db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: usernameOf(prefix, i + 1),
        ...demoPerson(random),
      })),
    )
    .returning();
}

/**
 * Classes, students, teachers with subjects, groups and parents for the demo schools: registered
 * students in the secondary school, head counts only (num_students) in the primary school.
 */
export async function seedDemoRespondents(db: Db): Promise<void> {
  const random = seededRandom(2026);
  const [secondary] = await db.select().from(organizations).where(eq(organizations.slug, 'demo-school'));
  const [primary] = await db.select().from(organizations).where(eq(organizations.slug, 'demo-primary'));
  const demoStaff = await db
    .select({ username: users.username, identityId: identities.id })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(
      and(
        eq(identities.organizationId, secondary.id),
        inArray(users.username, ['teacher', 'multi', 'student']),
      ),
    );
  const staffId = (username: string) =>
    demoStaff.find((row) => row.username === username)?.identityId ?? null;

  const made = await db
    .insert(classes)
    .values(
      secondaryClasses.map((klass) => ({
        organizationId: secondary.id,
        name: klass.name,
        grade: gradeFromName(klass.name),
        numStudents: klass.students,
        teacherId: klass.teacher ? staffId(klass.teacher) : null,
      })),
    )
    .returning();
  await db.insert(classes).values(
    primaryClasses.map((name) => ({
      organizationId: primary.id,
      name,
      grade: gradeFromName(name),
      numStudents: 18 + Math.floor(random() * 8),
    })),
  );
  const classId = (name: string) => made.find((row) => row.name === name)?.id as number;

  // Students: every secondary class full, the demo student Sofija Liepa in 9.a.
  const total = secondaryClasses.reduce((sum, klass) => sum + klass.students, 0);
  const studentUsers = await insertPeople(db, 'student', total - 1, random);
  const studentIdentities = await db
    .insert(identities)
    .values(
      studentUsers.map((user) => ({
        userId: user.id,
        organizationId: secondary.id,
        type: 'student' as const,
      })),
    )
    .returning();
  const seats = secondaryClasses.flatMap((klass) =>
    Array.from({ length: klass.name === '9.a' ? klass.students - 1 : klass.students }, () =>
      classId(klass.name),
    ),
  );
  await db
    .insert(classStudents)
    .values(seats.map((id, i) => ({ identityId: studentIdentities[i].id, classId: id })));
  const demoStudent = staffId('student');
  if (demoStudent)
    await db.insert(classStudents).values({ identityId: demoStudent, classId: classId('9.a') });

  // Subject teachers.
  const allSubjects = await db.select().from(subjects);
  const subjectId = (en: string) => allSubjects.find((row) => row.names.en === en)?.id ?? null;
  const teacherUsers = await insertPeople(db, 'teacher', extraTeachers.length, random);
  const teachers = await db
    .insert(identities)
    .values(
      teacherUsers.map((user) => ({
        userId: user.id,
        organizationId: secondary.id,
        type: 'teacher' as const,
        permissions: { view_survey_results: true },
      })),
    )
    .returning();
  await db.insert(teachingAssignments).values(
    extraTeachers.flatMap((plan, i) =>
      plan.classes.map((name) => ({
        teacherId: teachers[i].id,
        classId: classId(name),
        subjectId: subjectId(plan.subject),
      })),
    ),
  );

  // Groups across classes, one under a parent class.
  const pickStudents = (n: number) =>
    Array.from({ length: n }, () => studentIdentities[Math.floor(random() * studentIdentities.length)].id);
  const demoGroups = await db
    .insert(groups)
    .values([
      { organizationId: secondary.id, name: 'Robotics club' },
      { organizationId: secondary.id, name: 'School choir' },
      { organizationId: secondary.id, name: 'Erasmus+ exchange', parentClassId: classId('10.a') },
    ])
    .returning();
  const memberships = demoGroups.flatMap((group, i) =>
    [...new Set(pickStudents([12, 18, 9][i]))].map((identityId) => ({ groupId: group.id, identityId })),
  );
  await db.insert(groupMembers).values(memberships);

  // A parent for every student of 7.a.
  const sevenA = seats.flatMap((id, i) => (id === classId('7.a') ? [studentIdentities[i].id] : []));
  const parentUsers = await insertPeople(db, 'parent', sevenA.length, random);
  const parents = await db
    .insert(identities)
    .values(
      parentUsers.map((user) => ({ userId: user.id, organizationId: secondary.id, type: 'parent' as const })),
    )
    .returning();
  await db
    .insert(parentLinks)
    .values(parents.map((parent, i) => ({ parentId: parent.id, studentId: sevenA[i] })));
}

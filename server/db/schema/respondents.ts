import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identities } from './accounts';
import { createdAt, ownedBy } from './columns';
import { organizationIndex, organizationScoped, platformOrOrganization } from './organizations';

/**
 * Subjects a class or a teacher can be linked to. Platform subjects (organizationId null) are
 * offered to every school; a school can have its own. Names per survey language: {en, lv, uk, …}.
 */
export const subjects = pgTable(
  'subjects',
  {
    id: serial('id').primaryKey(),
    ...platformOrOrganization(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [organizationIndex('subjects', table)],
);

/**
 * A class of a school (spec §3). num_students is the expected head count, used for response rates
 * when students are not registered one by one; grade is read from the name ("7.a" → 7) unless set.
 */
export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    ...organizationScoped(),
    name: text('name').notNull(),
    grade: integer('grade'),
    numStudents: integer('num_students').notNull().default(0),
    teacherId: integer('teacher_id').references(() => identities.id, { onDelete: 'set null' }),
    subjectId: integer('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    customSubject: text('custom_subject'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    organizationIndex('classes', table),
    uniqueIndex('classes_org_name_live_idx')
      .on(table.organizationId, sql`lower(${table.name})`)
      .where(sql`${table.archivedAt} is null`),
  ],
);

/** A student identity is in at most one class. */
export const classStudents = pgTable(
  'class_students',
  {
    identityId: integer('identity_id')
      .primaryKey()
      .references(() => identities.id, { onDelete: 'cascade' }),
    classId: ownedBy('class_id', () => classes.id),
  },
  (table) => [index('class_students_class_idx').on(table.classId)],
);

/** Who teaches which subject in which class (teachers import; results by teacher). */
export const teachingAssignments = pgTable(
  'teaching_assignments',
  {
    id: serial('id').primaryKey(),
    teacherId: ownedBy('teacher_id', () => identities.id),
    classId: ownedBy('class_id', () => classes.id),
    subjectId: integer('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('teaching_assignments_teacher_idx').on(table.teacherId),
    index('teaching_assignments_class_idx').on(table.classId),
  ],
);

/** A group of respondents across classes (clubs, EU projects), optionally under a parent class. */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    ...organizationScoped(),
    name: text('name').notNull(),
    parentClassId: integer('parent_class_id').references(() => classes.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [organizationIndex('groups', table)],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: ownedBy('group_id', () => groups.id),
    identityId: ownedBy('identity_id', () => identities.id),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.identityId] }),
    index('group_members_identity_idx').on(table.identityId),
  ],
);

/** A parent identity linked to the student identities they answer about. */
export const parentLinks = pgTable(
  'parent_links',
  {
    parentId: ownedBy('parent_id', () => identities.id),
    studentId: ownedBy('student_id', () => identities.id),
  },
  (table) => [
    primaryKey({ columns: [table.parentId, table.studentId] }),
    index('parent_links_student_idx').on(table.studentId),
  ],
);

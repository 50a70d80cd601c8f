import { inArray, type SQL, sql } from 'drizzle-orm';
import { classes, teachingAssignments } from '../../db/schema';
import type { ResultsScope } from './resultsScope';

/** The ids of the classes the teachers teach (teaching_assignments) or lead (classes.teacher_id) in the scope's schools, as a subquery. */
export function teacherClassIds(scope: ResultsScope, teacherIds: number[]): SQL {
  const organizationIds = scope.organizations.map((organization) => organization.id);
  return sql`
    select ${teachingAssignments.classId} from ${teachingAssignments}
      join ${classes} on ${classes.id} = ${teachingAssignments.classId}
      where ${inArray(teachingAssignments.teacherId, teacherIds)} and ${inArray(classes.organizationId, organizationIds)}
    union
    select ${classes.id} from ${classes}
      where ${inArray(classes.teacherId, teacherIds)} and ${inArray(classes.organizationId, organizationIds)}`;
}

import type { SchoolAdminDashboard, ToDos } from '../../../common/dashboards/types';
import type { SurveyLanguage } from '../../../common/languages';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { ScopedOrganization } from '../../policies/organizationScope';
import { canListSchoolUsers, canViewRespondents } from '../../policies/respondents';
import { canReadPeriods } from '../../policies/surveys';
import { identityResultsAccess } from '../results/resultsScope';
import { latestPeriodHighlights } from './periodHighlights';
import { runningPeriods } from './runningPeriods';
import { classesNeedingPeople, pendingInvitations, periodsEndingSoon, unseenResults } from './schoolToDos';

// Staff land on this home too (homeRoutes); every part below is gated by its own permission.
const adminTypes = new Set(['school_admin', 'staff', 'solo', 'super_admin']);

/** The school admin's home: what runs now, what needs doing, and what the latest results said. */
export async function schoolAdminDashboard(
  db: Db,
  claims: TokenClaims,
  school: ScopedOrganization,
  language: SurveyLanguage,
): Promise<SchoolAdminDashboard> {
  if (!adminTypes.has(claims.identityType))
    throw new AppError('forbidden', 'The school admin dashboard is for school admins');
  const results = (await identityResultsAccess(db, claims)).kind === 'all';
  const can = {
    periods: canReadPeriods(claims, school),
    people: canViewRespondents(claims, school),
    results,
  };
  const running = can.periods ? await runningPeriods(db, school.id) : null;
  const to_dos: Partial<ToDos> = {};
  if (running) to_dos.ending_soon = periodsEndingSoon(running);
  if (can.people) {
    const classes = await classesNeedingPeople(db, school.id);
    to_dos.classes_without_students = classes.withoutStudents;
    to_dos.classes_without_teacher = classes.withoutTeacher;
  }
  if (canListSchoolUsers(claims, school) || claims.permissions.includes('manage_admins'))
    to_dos.pending_invitations = await pendingInvitations(db, school.id);
  if (results) to_dos.new_results = await unseenResults(db, school.id, claims.identityId);
  const highlights = results ? await latestPeriodHighlights(db, claims, school.id, language) : null;
  return { running, to_dos, highlights, can };
}

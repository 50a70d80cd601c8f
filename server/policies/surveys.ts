import type { TokenClaims } from '../auth/tokens';
import type { ScopedOrganization } from './organizationScope';
import { isInSchoolScope } from './respondents';

type SurveyOwner = { organization: ScopedOrganization | null };

const holds = (claims: TokenClaims, names: string[]) =>
  names.some((name) => claims.permissions.includes(name));
const isSuperAdmin = (claims: TokenClaims) => claims.identityType === 'super_admin';
const isOrganizationAdmin = (claims: TokenClaims) => claims.identityType === 'organization_admin';

const designReaders = ['view_survey_design', 'manage_survey_design', 'survey_management'];
const designEditors = ['manage_survey_design', 'survey_management'];

/** Library surveys are open to every staff member who may see designs; own surveys to their organisation. */
export function canReadSurvey(claims: TokenClaims, survey: SurveyOwner): boolean {
  if (isSuperAdmin(claims)) return true;
  if (!survey.organization) return isOrganizationAdmin(claims) || holds(claims, designReaders);
  return (
    isInSchoolScope(claims, survey.organization) &&
    (isOrganizationAdmin(claims) || holds(claims, designReaders))
  );
}

/**
 * Library surveys are edited by super-admins; an organisation's own by its admins, a school's own by its
 * designers (an organisation admin reads a member school's surveys but does not edit them).
 */
export function canEditSurvey(claims: TokenClaims, survey: SurveyOwner): boolean {
  if (isSuperAdmin(claims)) return true;
  if (!survey.organization) return false;
  if (isOrganizationAdmin(claims)) return survey.organization.id === claims.organizationId;
  return isInSchoolScope(claims, survey.organization) && holds(claims, designEditors);
}

/** Creating a survey for an organisation (from scratch or as a copy). */
export function canCreateSurveyFor(claims: TokenClaims, organization: ScopedOrganization): boolean {
  return canEditSurvey(claims, { organization });
}

const periodReaders = ['view_survey_periods', 'manage_survey_periods', 'survey_management'];
const periodManagers = ['manage_survey_periods', 'survey_management'];

export function canReadPeriods(claims: TokenClaims, organization: ScopedOrganization): boolean {
  if (!isInSchoolScope(claims, organization)) return false;
  return isSuperAdmin(claims) || isOrganizationAdmin(claims) || holds(claims, periodReaders);
}

/** A school's own periods; an organisation admin runs organisation-wide (parent) periods instead. */
export function canManagePeriods(claims: TokenClaims, organization: ScopedOrganization): boolean {
  if (!isInSchoolScope(claims, organization) || isOrganizationAdmin(claims)) return false;
  return isSuperAdmin(claims) || holds(claims, periodManagers);
}

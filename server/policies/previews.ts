import type { TokenClaims } from '../auth/tokens';
import type { ScopedOrganization } from './organizationScope';
import { canReadPeriods, canReadSurvey } from './surveys';

/** A period's preview is for those who may see the school's periods or its survey designs. */
export function canPreviewPeriod(claims: TokenClaims, school: ScopedOrganization): boolean {
  return canReadPeriods(claims, school) || canReadSurvey(claims, { organization: school });
}

import { useUserState } from '../../auth/userStore';
import { useOrganizationSchools } from '../../queries/dashboards';
import { RegionSchools } from './RegionSchools';
import { RoleHome } from './RoleHome';
import { SchoolsTable } from './SchoolsTable';

/** Work areas about the organisation's own member schools: empty pages for an office without any. */
const ownSchoolAreas = ['organization_schools', 'action_plans', 'metrics'];

/**
 * The organisation admin's home; a regional officer (a property-value user) sees their region's schools
 * first, and an office without member schools of its own is not offered pages about them.
 */
export function OrganizationDashboardScreen() {
  const { user } = useUserState();
  const readsRegion = user?.results_by_property_value === true;
  const own = useOrganizationSchools(user?.organization?.id ?? null);
  const noOwnSchools = own.data?.schools.length === 0;
  const regionOnly = readsRegion && noOwnSchools;
  return (
    <RoleHome kind={regionOnly ? 'region' : 'organization'} hiddenAreas={noOwnSchools ? ownSchoolAreas : []}>
      {readsRegion && <RegionSchools />}
      {!regionOnly && <SchoolsTable />}
    </RoleHome>
  );
}

import { RoleHome } from './RoleHome';
import { SchoolsTable } from './SchoolsTable';

export const OrganizationDashboardScreen = () => (
  <RoleHome kind="organization">
    <SchoolsTable />
  </RoleHome>
);

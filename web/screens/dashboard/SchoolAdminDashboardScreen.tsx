import { RoleHome } from './RoleHome';
import { SchoolAdminOverview } from './SchoolAdminOverview';

export const SchoolAdminDashboardScreen = () => (
  <RoleHome kind="school_admin">
    <SchoolAdminOverview />
  </RoleHome>
);

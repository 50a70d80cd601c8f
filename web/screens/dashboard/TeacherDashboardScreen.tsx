import { RoleHome } from './RoleHome';
import { TeacherOverview } from './TeacherOverview';

export const TeacherDashboardScreen = () => (
  <RoleHome kind="teacher">
    <TeacherOverview />
  </RoleHome>
);

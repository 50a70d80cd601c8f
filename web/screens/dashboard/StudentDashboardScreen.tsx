import { PublishedPlansCard } from '../../components/actionPlans/PublishedPlansCard';
import { MyPolls } from './MyPolls';
import { RoleHome } from './RoleHome';

export const StudentDashboardScreen = () => (
  <RoleHome kind="student">
    <MyPolls />
    <PublishedPlansCard />
  </RoleHome>
);

import { useTranslation } from 'react-i18next';
import { useUserState } from '../../auth/userStore';
import { PublishedPlansCard } from '../../components/actionPlans/PublishedPlansCard';
import { workAreasFor } from '../../layout/workAreas';
import { DashboardCards } from './DashboardCards';
import { HomeDashboard } from './HomeDashboard';
import { commonActions, workAreaActions } from './homeActions';
import { MyPolls } from './MyPolls';
import { OnboardingGuide } from './OnboardingGuide';
import { SchoolAdminOverview } from './SchoolAdminOverview';
import { SchoolsTable } from './SchoolsTable';
import { TeacherOverview } from './TeacherOverview';

type HomeKind = 'student' | 'teacher' | 'school_admin' | 'organization';

function HomeContent({ kind }: { kind: HomeKind }) {
  if (kind === 'school_admin') return <SchoolAdminOverview />;
  if (kind === 'teacher') return <TeacherOverview />;
  if (kind === 'organization') return <SchoolsTable />;
  return (
    <>
      <MyPolls />
      <PublishedPlansCard />
    </>
  );
}

function RoleHome({ kind }: { kind: HomeKind }) {
  const { t } = useTranslation();
  const { user, permissions } = useUserState();
  return (
    <HomeDashboard
      title={t(`dashboard.${kind}_title`)}
      actions={[
        ...workAreaActions(t, workAreasFor(user, permissions)),
        ...commonActions(t, user?.organization?.slug),
      ]}
    >
      <DashboardCards />
      <OnboardingGuide role={kind} />
      <HomeContent kind={kind} />
    </HomeDashboard>
  );
}

export const StudentDashboardScreen = () => <RoleHome kind="student" />;
export const TeacherDashboardScreen = () => <RoleHome kind="teacher" />;
export const SchoolAdminDashboardScreen = () => <RoleHome kind="school_admin" />;
export const OrganizationDashboardScreen = () => <RoleHome kind="organization" />;

import { useTranslation } from 'react-i18next';
import { useUserState } from '../../auth/userStore';
import { workAreasFor } from '../../layout/workAreas';
import { HomeDashboard } from './HomeDashboard';
import { commonActions, workAreaActions } from './homeActions';
import { MyPolls } from './MyPolls';

type HomeKind = 'student' | 'teacher' | 'school_admin' | 'organization';

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
      {(kind === 'student' || kind === 'teacher') && <MyPolls />}
    </HomeDashboard>
  );
}

export const StudentDashboardScreen = () => <RoleHome kind="student" />;
export const TeacherDashboardScreen = () => <RoleHome kind="teacher" />;
export const SchoolAdminDashboardScreen = () => <RoleHome kind="school_admin" />;
export const OrganizationDashboardScreen = () => <RoleHome kind="organization" />;

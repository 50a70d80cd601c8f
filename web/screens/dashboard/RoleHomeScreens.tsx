import { useTranslation } from 'react-i18next';
import { useUserState } from '../../auth/userStore';
import { HomeDashboard } from './HomeDashboard';
import { commonActions } from './homeActions';

type HomeKind = 'student' | 'teacher' | 'school_admin' | 'organization';

function RoleHome({ kind }: { kind: HomeKind }) {
  const { t } = useTranslation();
  const { user } = useUserState();
  return (
    <HomeDashboard
      title={t(`dashboard.${kind}_title`)}
      actions={commonActions(t, user?.organization?.slug)}
    />
  );
}

export const StudentDashboardScreen = () => <RoleHome kind="student" />;
export const TeacherDashboardScreen = () => <RoleHome kind="teacher" />;
export const SchoolAdminDashboardScreen = () => <RoleHome kind="school_admin" />;
export const OrganizationDashboardScreen = () => <RoleHome kind="organization" />;

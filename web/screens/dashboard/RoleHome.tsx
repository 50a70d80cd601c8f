import type { ReactNode } from 'react';
import { useUserState } from '../../auth/userStore';
import { useTranslation } from '../../i18n/useTranslation';
import { workAreasFor } from '../../layout/workAreas';
import { DashboardCards } from './DashboardCards';
import { HomeDashboard } from './HomeDashboard';
import { commonActions, workAreaActions } from './homeActions';
import { OnboardingGuide } from './OnboardingGuide';

export type HomeKind = 'student' | 'teacher' | 'school_admin' | 'organization' | 'region';

/** The frame every role's home shares; each role's own screen file brings its content, so a page loads only its role's code. */
export function RoleHome({
  kind,
  hiddenAreas = [],
  children,
}: {
  kind: HomeKind;
  /** Work-area keys not offered on this home (their pages would be empty for it). */
  hiddenAreas?: string[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { user, permissions } = useUserState();
  return (
    <HomeDashboard
      title={t(`dashboard.${kind}_title`)}
      actions={[
        ...workAreaActions(
          t,
          workAreasFor(user, permissions).filter((area) => !hiddenAreas.includes(area.key)),
        ),
        ...commonActions(t, user?.organization?.slug),
      ]}
    >
      <DashboardCards />
      <OnboardingGuide role={kind} />
      {children}
    </HomeDashboard>
  );
}

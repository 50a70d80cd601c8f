import type { TFunction } from '../../i18n/translator';
import type { WorkArea } from '../../layout/workAreas';
import type { HomeAction } from './HomeDashboard';

/** The identity's work areas as home cards. */
export function workAreaActions(t: TFunction, areas: WorkArea[]): HomeAction[] {
  return areas.map((area) => ({
    to: area.to,
    label: t(`work_areas.${area.key}.label`),
    description: t(`work_areas.${area.key}.description`),
  }));
}

/** Actions every signed-in person has; each home adds its own as features arrive. */
export function commonActions(t: TFunction, organizationSlug?: string | null): HomeAction[] {
  const actions: HomeAction[] = [
    {
      to: '/users/edit-profile',
      label: t('dashboard.actions.profile'),
      description: t('dashboard.actions.profile_text'),
    },
    {
      to: '/users/identity',
      label: t('dashboard.actions.identity'),
      description: t('dashboard.actions.identity_text'),
    },
  ];
  if (organizationSlug) {
    actions.push({
      to: `/${organizationSlug}`,
      label: t('dashboard.actions.organization_page'),
      description: t('dashboard.actions.organization_page_text'),
    });
  }
  return actions;
}

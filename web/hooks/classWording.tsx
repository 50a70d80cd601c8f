import { createContext, type ReactNode, useContext } from 'react';
import { useLocation } from 'react-router';
import { holdsAny, useUserState } from '../auth/userStore';

/** Spec §6: an organisation with this list flag calls its classes "groups" (the class filter and the lists). */
export const euGroupsPermission = 'list.eu_change_name_class_to_groups';

const GroupsWording = createContext(false);

/** The screens inside say "groups" for classes whatever the identity's flag (/school/eu-groups). */
export function ClassesAsGroups({ children }: { children: ReactNode }) {
  return <GroupsWording.Provider value>{children}</GroupsWording.Provider>;
}

/** True when the signed-in identity's organisation calls classes "groups". */
export function useEuGroups(): boolean {
  const { permissions } = useUserState();
  return holdsAny(permissions, [euGroupsPermission]);
}

/**
 * The translator's option (web/i18n/translator.ts) that picks a class text's "groups" wording (`key_groups`, falling back to `key`):
 * spread it into `t(key, { ...wording, name })`.
 */
export function useClassWording(): { context?: 'groups' } {
  const forced = useContext(GroupsWording);
  const flagged = useEuGroups();
  // The back office shows other organisations' classes: the signed-in identity's own flag is not theirs.
  const backOffice = useLocation().pathname.startsWith('/admin/');
  return forced || (flagged && !backOffice) ? { context: 'groups' } : {};
}

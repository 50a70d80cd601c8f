import { homeRouteFor } from '../auth/homeRoutes';
import type { CurrentUser, PermissionMap } from '../auth/userTypes';
import { workAreasFor } from './workAreas';

/** An entry of the site header: where it goes, its translation key, and the address that marks it active. */
export type HeaderLink = { to: string; label: string; activeAt?: string; group?: string };

const publicLinks: HeaderLink[] = [
  { to: '/product', label: 'layout.nav.product' },
  { to: '/questions', label: 'layout.nav.questions' },
  { to: '/about', label: 'layout.nav.about' },
];

/** The account's own pages: in the account menu on wide screens, at the end of the drawer on narrow ones. */
export const accountLinks: HeaderLink[] = [
  { to: '/users/edit-profile', label: 'dashboard.actions.profile' },
  { to: '/users/identity', label: 'dashboard.actions.identity' },
  { to: '/logout', label: 'layout.sign_out' },
];

/** The header's navigation: My home and the work areas when signed in, else the public pages. */
export function navigationLinks(user: CurrentUser | null, permissions: PermissionMap | null): HeaderLink[] {
  if (!user) return publicLinks;
  const home = { to: '/dashboard', label: 'layout.my_home', activeAt: homeRouteFor(user.type) };
  const areas = workAreasFor(user, permissions).map((area) => ({
    to: area.to,
    label: `work_areas.${area.key}.label`,
    group: area.group,
  }));
  return [home, ...areas];
}

const isWithin = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** The entry the address belongs to: the longest matching one, a later entry winning a tie (a super-admin's home is Organisations). */
export function activeLinkTo(pathname: string, links: HeaderLink[]): string | null {
  let active: HeaderLink | null = null;
  for (const link of links) {
    const base = link.activeAt ?? link.to;
    if (isWithin(pathname, base) && (!active || base.length >= (active.activeAt ?? active.to).length))
      active = link;
  }
  return active?.to ?? null;
}

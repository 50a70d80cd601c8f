import { useEffect } from 'react';

export const brandName = 'Balss';
export const brandSuffix = ` | ${brandName}`;

/** A title a screen set for itself (an organisation's name, say); it wins over the route's title. */
let screenTitle: string | null = null;

/** The route's title plus the brand suffix; the product name alone when there is no title. */
export function formatPageTitle(title?: string | null): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed}${brandSuffix}` : brandName;
}

export function applyRouteTitle(routeTitle: string | null): void {
  document.title = formatPageTitle(screenTitle ?? routeTitle);
}

export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    screenTitle = title?.trim() || null;
    document.title = formatPageTitle(title);
    return () => {
      screenTitle = null;
    };
  }, [title]);
}

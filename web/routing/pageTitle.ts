import { useEffect } from 'react';

export const brandName = 'Balss';
export const brandSuffix = ` | ${brandName}`;

/** The route's title plus the brand suffix; the product name alone when there is no title. */
export function formatPageTitle(title?: string | null): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed}${brandSuffix}` : brandName;
}

export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}

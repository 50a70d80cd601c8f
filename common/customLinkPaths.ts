/**
 * Custom links (/admin/custom-links): a short address of one path segment. It may not take a first
 * segment the app itself answers: the SPA's routes (web/routing/routes/, checked by
 * web/routing/customLinkReserved.test.ts), the server's /api and /vue, the poll prefixes of pollPaths.ts.
 */
export const customLinkSlugPattern = /^[a-z0-9-]{3,60}$/;

export const reservedFirstSegments: ReadonlySet<string> = new Set([
  // server
  'api',
  'vue',
  'assets',
  'favicon.ico',
  // poll addresses (common/pollPaths.ts)
  'p',
  'kods',
  'student',
  'teacher',
  'school',
  // SPA routes and their aliases
  'about',
  'about-school',
  'admin',
  'auth',
  'bett',
  'client-data-upload',
  'closed',
  'dashboard',
  'invitations',
  'jobs',
  'logout',
  'mailedurlexpired',
  'metrics',
  'organization',
  'pasvaldibam',
  'pdfv2',
  'pirmsskolam',
  'preview',
  'product',
  'questions',
  'results',
  'self-assessment',
  'short-terms',
  'skola2030',
  'stylebook',
  'success-plan',
  'survey',
  'survey-builder',
  'terms',
  'tokenized',
  'urlexpired',
  'users',
  'v2',
]);

/** Why a slug cannot be a custom link, or null when its form is fine. */
export function customLinkSlugProblem(slug: string): 'format' | 'reserved' | null {
  if (!customLinkSlugPattern.test(slug)) return 'format';
  return reservedFirstSegments.has(slug) ? 'reserved' : null;
}

/** The slug of a path that could be a custom link (`/aptauja-2026`, `/aptauja-2026/`), else null. */
export function customLinkSlugOf(path: string): string | null {
  const slug = /^\/([a-z0-9-]{3,60})\/?$/.exec(path)?.[1];
  return slug && !reservedFirstSegments.has(slug) ? slug : null;
}

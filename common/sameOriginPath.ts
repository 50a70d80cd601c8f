/** Any origin will do: only whether a target resolves to it matters. */
const base = new URL('https://same-origin.invalid');

/**
 * A redirect target (redirectPath, redirect) as the path of this site it leads to, or null when it would
 * leave the site. The target is resolved as a browser resolves it, so what the browser would strip or
 * turn around first (a tab or newline in `/\t/evil.example`, a backslash in `/\evil.example`, `//host`)
 * counts: only a result on this origin passes, and the answer is that result's path, query and fragment.
 */
export function sameOriginPath(target: string | null | undefined): string | null {
  if (!target?.startsWith('/')) return null;
  let resolved: URL;
  try {
    resolved = new URL(target, base);
  } catch {
    return null;
  }
  if (resolved.origin !== base.origin) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

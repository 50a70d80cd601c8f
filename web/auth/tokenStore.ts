/** Spec §3 session token storage: local storage 'token', plus the tokenized, must_logout and orgpage values. */
const keys = {
  token: 'token',
  tokenized: 'tokenized',
  mustLogout: 'must_logout',
  orgPage: 'orgpage',
} as const;

export function getToken(): string | null {
  const token = localStorage.getItem(keys.token);
  // A token shorter than 4 characters counts as absent.
  return token && token.length >= 4 ? token : null;
}

export function setToken(token: string): void {
  localStorage.setItem(keys.token, token);
}

export function clearToken(): void {
  localStorage.removeItem(keys.token);
}

export function isTokenized(): boolean {
  return localStorage.getItem(keys.tokenized) === 'true';
}

export function setTokenized(value: boolean): void {
  if (value) localStorage.setItem(keys.tokenized, 'true');
  else localStorage.removeItem(keys.tokenized);
}

export function mustLogout(): boolean {
  return localStorage.getItem(keys.mustLogout) === 'true';
}

export function setMustLogout(value: boolean): void {
  if (value) localStorage.setItem(keys.mustLogout, 'true');
  else localStorage.removeItem(keys.mustLogout);
}

/** The organisation page the user came from, kept as {value: slug}. */
export function getOrgPage(): string | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(keys.orgPage) ?? 'null') as { value?: unknown } | null;
    return typeof parsed?.value === 'string' && parsed.value ? parsed.value : null;
  } catch {
    return null;
  }
}

export function setOrgPage(slug: string | null): void {
  if (slug) localStorage.setItem(keys.orgPage, JSON.stringify({ value: slug }));
  else localStorage.removeItem(keys.orgPage);
}

import { afterAll, beforeAll, expect } from 'vitest';
import { bearer } from './factories';
import { tokenOf } from './roleTokens';
import { createTestApp, type TestApp } from './testApp';

export type InjectMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * For a describe block over super-admin endpoints: its own test app, and `send` with a super-admin's token
 * unless given another (null sends none). Call it at the top of the describe block.
 */
export function superAdminTestApp() {
  let ctx: TestApp;
  let superToken: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    superToken = await tokenOf(ctx.deps, 'super_admin', null);
  });
  afterAll(() => ctx.close());
  return {
    deps: () => ctx.deps,
    db: () => ctx.deps.database.db,
    send: (
      method: InjectMethod,
      url: string,
      payload?: object,
      token: string | null = superToken,
      headers: Record<string, string> = {},
    ) => ctx.app.inject({ method, url, payload, headers: { ...headers, ...(token ? bearer(token) : {}) } }),
  };
}

/** A `send` with a super-admin's token, as superAdminTestApp's (or a test's own) gives. */
type SuperAdminSend = (
  method: 'POST' | 'PUT',
  url: string,
  payload?: object,
) => Promise<{ statusCode: number; body: string }>;

/** Ukrainian, the language tests add at /admin/manage-languages. */
export const ukrainian = { code: 'uk', name: 'Ukrainian', native_name: 'Українська' };

/** Adds a language as the super-admin does at /admin/manage-languages; it must be created (201). */
export async function addLanguage(
  send: SuperAdminSend,
  language: { code: string; name: string; native_name: string },
) {
  const added = await send('POST', '/api/admin/languages', language);
  expect(added.statusCode, added.body).toBe(201);
}

/** Translates keys of a language one by one, as the translation editor saves them; each must be saved (200). */
export async function translate(send: SuperAdminSend, code: string, entries: Record<string, string>) {
  for (const [key, value] of Object.entries(entries)) {
    const saved = await send('PUT', `/api/admin/translations/${code}`, { key, value });
    expect(saved.statusCode, saved.body).toBe(200);
  }
}

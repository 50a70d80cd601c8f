import { afterAll, beforeAll } from 'vitest';
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

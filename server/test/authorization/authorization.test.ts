import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAppRoutes } from '../appRoutes';
import { bearer } from '../factories';
import { createTestApp, type TestApp } from '../testApp';
import { allRows } from './allRows';
import { anyFile, classify, routeKey, rowName } from './matrix';
import { roles } from './roles';
import { type AuthorizationWorld, buildAuthorizationWorld } from './world';

/**
 * Issue 13: every route of the app, called by every role on school A's resources, answers the class its
 * row expects. A route without a row fails here, so no endpoint lands without saying who may call it.
 */
describe('authorization matrix', () => {
  let ctx: TestApp;
  let world: AuthorizationWorld;
  beforeAll(async () => {
    ctx = await createTestApp();
    world = await buildAuthorizationWorld(ctx);
  }, 120_000);
  afterAll(() => ctx.close());

  const rows = allRows();

  it('has a row for every route the app serves', () => {
    // The API; the SPA's static routes (/vue/…) answer everyone alike.
    const served = listAppRoutes(ctx.app)
      .filter((route) => route.url.startsWith('/api'))
      .map((route) => `${route.method} ${route.url}`);
    const covered = [...new Set(rows.map(routeKey))];
    const names = rows.map(rowName);
    const problems = [
      ...served
        .filter((key) => !covered.includes(key))
        .map(
          (key) =>
            `route ${key} has no row in server/test/authorization/rows/*.ts: add one (method, route, request, expect; see matrix.ts) to the file of its area`,
        ),
      ...covered
        .filter((key) => !served.includes(key))
        .map((key) => `row ${key} names no route the app serves: remove it or fix its method and pattern`),
      ...names
        .filter((name, index) => names.indexOf(name) !== index)
        .map((name) => `${name} has two rows: give the second a case of its own`),
    ];
    expect(problems, problems.join('\n')).toEqual([]);
  });

  for (const row of rows) {
    it(rowName(row), async () => {
      const answers: Record<string, unknown> = {};
      const seen: string[] = [];
      const fileTypes = new Set<string>();
      for (const role of roles) {
        const request = await row.request(world, role);
        const token = world.tokens[role];
        const response = await ctx.app.inject({
          method: row.method,
          url: request.url,
          payload: request.payload,
          headers: { ...(token ? bearer(token) : {}), ...request.headers },
        });
        answers[role] = classify(response.statusCode, row.expect[role], row.alsoAllowed);
        const type = String(response.headers['content-type'] ?? '').split(';')[0];
        if (response.statusCode < 300 && type && type !== 'application/json') fileTypes.add(type);
        seen.push(`${role}: ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
      expect(answers, `${rowName(row)}${row.note ? ` (${row.note})` : ''}\n${seen.join('\n')}`).toEqual(
        row.expect,
      );
      const unnamed = [...fileTypes].filter(
        (type) => !row.file?.some((named) => named === type || named === anyFile),
      );
      expect(unnamed, `${rowName(row)} answers files: its row's file names their types`).toEqual([]);
    });
  }
});

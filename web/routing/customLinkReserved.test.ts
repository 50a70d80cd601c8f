import { describe, expect, it } from 'vitest';
import { reservedFirstSegments } from '../../common/customLinkPaths';
import { routeTable } from './routeTable';
import type { AppRoute } from './routeTypes';

function firstSegments(routes: AppRoute[]): string[] {
  return routes.flatMap((route) =>
    [route.path, ...(route.aliases ?? []), ...firstSegments(route.children ?? [])]
      .map((path) => path.split('/').filter(Boolean)[0] ?? '')
      .filter((segment) => segment && !segment.startsWith(':') && segment !== '*'),
  );
}

describe('custom link reserved segments', () => {
  it('holds the first segment of every route of the app, so no custom link shadows one', () => {
    const missing = [...new Set(firstSegments(routeTable))].filter((s) => !reservedFirstSegments.has(s));
    expect(missing).toEqual([]);
  });
});

import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../buildRoutes';
import { routeTable } from '../routeTable';

const routes = buildRoutes(routeTable);
const matched = (path: string) => matchRoutes(routes, path)?.at(-1);

describe('results routes', () => {
  it.each([
    ['/school/results', '/school/results'],
    ['/school/teacher/results-dashboard', '/school/teacher/results-dashboard'],
    ['/v2/school/teacher/results/42', '/v2/school/teacher/results/:id/:compare?'],
    ['/v2/school/results/42/41', '/v2/school/results/:id/:compare?'],
    ['/organization/results', '/organization/results'],
    ['/v2/organization/results/open/parent_period/7/8', '/v2/organization/results/open/:type/:id/:compare?'],
    ['/results/demo', '/results/demo'],
  ])('%s opens a results screen', (path, pattern) => {
    expect(matched(path)?.route.path).toBe(pattern);
  });

  it('names the comparison as a parameter', () => {
    expect(matched('/v2/school/results/42/41')?.params).toMatchObject({ id: '42', compare: '41' });
  });
});

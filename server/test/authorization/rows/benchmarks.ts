import { type MatrixRow, superAdminOnly } from '../matrix';
import type { AuthorizationWorld } from '../world';

/** Benchmarks defined by super-admins: the back office only, whoever else asks 403. */
const definitionOf = (world: AuthorizationWorld) => ({
  name: { en: 'Matrix benchmark' },
  survey_version_ids: [world.surveyA.version.id],
  school_years: [2025],
  parent_ids: [],
  min_schools: 3,
});

const benchmarks = new WeakMap<AuthorizationWorld, Promise<{ id: number }>>();
const benchmarkOf = (world: AuthorizationWorld) => {
  if (!benchmarks.has(world))
    benchmarks.set(world, world.call('POST', '/api/admin/benchmarks', world.superToken, definitionOf(world)));
  return benchmarks.get(world) as Promise<{ id: number }>;
};
const at = (path: string) => async (world: AuthorizationWorld) =>
  `/api/admin/benchmarks/${(await benchmarkOf(world)).id}${path}`;

const row = (
  method: MatrixRow['method'],
  route: string,
  url: (world: AuthorizationWorld) => string | Promise<string>,
  payload?: (world: AuthorizationWorld) => object,
): MatrixRow => ({
  method,
  route: `/api/admin/benchmarks${route}`,
  request: async (world) => ({ url: await url(world), payload: payload?.(world) }),
  expect: superAdminOnly(),
});

export const rows: MatrixRow[] = [
  row('GET', '', () => '/api/admin/benchmarks'),
  row('GET', '/options', () => '/api/admin/benchmarks/options'),
  row('GET', '/built-in', () => '/api/admin/benchmarks/built-in'),
  row('POST', '', () => '/api/admin/benchmarks', definitionOf),
  row('GET', '/:id', at('')),
  row('PATCH', '/:id', at(''), () => ({ name: { en: 'Renamed' } })),
  {
    ...row('POST', '/:id/compute', at('/compute')),
    note: "the world's one school is too few: the super-admin's answer is the 422 naming the count",
  },
  row('PUT', '/:id/published', at('/published'), () => ({ published: false })),
  row('PUT', '/:id/access', at('/access'), () => ({
    for_everyone: false,
    offered_to_freemium: false,
    organization_ids: [],
  })),
  row('GET', '/:id/items', at('/items')),
  row('GET', '/:id/items/:key', at('/items/compound')),
  row('PUT', '/:id/items/:key', at('/items/compound'), () => ({
    score: 70,
    favourable: null,
    source: 'Matrix',
  })),
  row('DELETE', '/:id/items/:key', at('/items/compound')),
];

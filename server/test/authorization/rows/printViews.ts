import { allowed, everyone, type MatrixRow, schoolA } from '../matrix';
import type { AuthorizationWorld } from '../world';

/**
 * Spec §2 /pdfv2/{action}: a print pass is made by whoever reads the selection (as POST
 * /api/results/v2/summary), and then the pass is the key: anyone holding it reads that selection
 * with the maker's reach, signed in or not (services/results/printPass.ts).
 */
const selectionOfA = (world: AuthorizationWorld) => ({
  period_identifiers: { type: 'period', id: world.periodA.id },
  filters: {},
});

const passOfA = async (world: AuthorizationWorld): Promise<string> =>
  (
    await world.call('POST', '/api/results/v2/print', world.adminToken, {
      action: 'results',
      request: selectionOfA(world),
    })
  ).token;

export const rows: MatrixRow[] = [
  {
    method: 'POST',
    route: '/api/results/v2/print',
    request: (world) => ({
      url: '/api/results/v2/print',
      payload: { action: 'results', request: selectionOfA(world) },
    }),
    expect: schoolA({
      student: 403,
      teacher: 403,
      teacherResults: allowed,
      schoolAdmin: allowed,
      organizationAdmin: allowed,
    }),
  },
  {
    method: 'POST',
    route: '/api/print/results/:token/summary',
    request: async (world) => ({
      url: `/api/print/results/${await passOfA(world)}/summary`,
      payload: selectionOfA(world),
    }),
    expect: everyone(),
    note: 'the pass is the key; it reads its own selection only',
  },
  {
    method: 'POST',
    route: '/api/print/results/:token/texts',
    request: async (world) => ({
      url: `/api/print/results/${await passOfA(world)}/texts`,
      payload: { ...selectionOfA(world), question_id: 'note' },
    }),
    expect: everyone(),
    note: 'the pass is the key; it reads its own selection only',
  },
];

import { surveyPackages } from '../../../db/schema';
import type { MatrixRow } from '../matrix';
import { superAdminOnly } from '../matrix';
import type { AuthorizationWorld } from '../world';

/** A package of its own per call, so one role's change or deletion never changes the next one's answer. */
async function freshPackage(world: AuthorizationWorld) {
  const [row] = await world.db
    .insert(surveyPackages)
    .values({ name: `m-${world.fresh.uuid()}`, validFrom: '2026-01-01' })
    .returning();
  return row;
}

/** Survey packages (issue 17): back office only; what they let a school run is in the surveys rows. */
export const rows: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/admin/survey-packages',
    request: () => ({ url: '/api/admin/survey-packages' }),
    expect: superAdminOnly(),
  },
  {
    method: 'GET',
    route: '/api/admin/survey-packages/choices',
    request: () => ({ url: '/api/admin/survey-packages/choices' }),
    expect: superAdminOnly(),
  },
  {
    method: 'GET',
    route: '/api/admin/survey-packages/:id',
    request: async (world) => ({ url: `/api/admin/survey-packages/${(await freshPackage(world)).id}` }),
    expect: superAdminOnly(),
  },
  {
    method: 'POST',
    route: '/api/admin/survey-packages',
    request: (world) => ({
      url: '/api/admin/survey-packages',
      payload: {
        name: `m-${world.fresh.uuid()}`,
        valid_from: '2026-01-01',
        // Given to no organisation: school A keeps running the world's library survey from the free package.
        survey_ids: [world.library.survey.id],
      },
    }),
    expect: superAdminOnly(),
  },
  {
    method: 'PATCH',
    route: '/api/admin/survey-packages/:id',
    request: async (world) => ({
      url: `/api/admin/survey-packages/${(await freshPackage(world)).id}`,
      payload: { name: `m-${world.fresh.uuid()}` },
    }),
    expect: superAdminOnly(),
  },
  {
    method: 'DELETE',
    route: '/api/admin/survey-packages/:id',
    request: async (world) => ({ url: `/api/admin/survey-packages/${(await freshPackage(world)).id}` }),
    expect: superAdminOnly(),
  },
];

import { dashboardCards } from '../../../db/schema';
import type { MatrixRow } from '../matrix';
import { signedIn, superAdminOnly } from '../matrix';
import type { AuthorizationWorld } from '../world';

/** A card of its own per call at school A, so one role's change or deletion never changes the next one's answer. */
async function freshCard(world: AuthorizationWorld) {
  const [card] = await world.db
    .insert(dashboardCards)
    .values({
      organizationId: world.schoolA.id,
      kind: 'notice',
      roles: ['teacher'],
      position: 1,
      texts: { en: `m-${world.fresh.uuid()}` },
    })
    .returning();
  return card;
}

/** Dashboards manager (issue 17): back office only; the viewer's cards are its own organisation's. */
export const rows: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/dashboard/cards',
    request: () => ({ url: '/api/dashboard/cards' }),
    expect: signedIn(),
    note: "Every signed-in identity reads its own organisation's cards for its role; the token names the organisation.",
  },
  {
    method: 'GET',
    route: '/api/admin/dashboards-manager/:id',
    request: (world) => ({ url: `/api/admin/dashboards-manager/${world.schoolA.id}` }),
    expect: superAdminOnly(),
  },
  {
    method: 'POST',
    route: '/api/admin/dashboards-manager/:id/cards',
    request: (world) => ({
      url: `/api/admin/dashboards-manager/${world.schoolA.id}/cards`,
      payload: { kind: 'notice', roles: ['teacher'], texts: { en: 'Staff meeting on Friday' } },
    }),
    expect: superAdminOnly(),
  },
  {
    method: 'PATCH',
    route: '/api/admin/dashboards-manager/:id/cards/:cardId',
    request: async (world) => ({
      url: `/api/admin/dashboards-manager/${world.schoolA.id}/cards/${(await freshCard(world)).id}`,
      payload: { texts: { en: 'Changed' } },
    }),
    expect: superAdminOnly(),
  },
  {
    method: 'POST',
    route: '/api/admin/dashboards-manager/:id/cards/:cardId/move',
    request: async (world) => ({
      url: `/api/admin/dashboards-manager/${world.schoolA.id}/cards/${(await freshCard(world)).id}/move`,
      payload: { direction: 'up' },
    }),
    expect: superAdminOnly(),
  },
  {
    method: 'DELETE',
    route: '/api/admin/dashboards-manager/:id/cards/:cardId',
    request: async (world) => ({
      url: `/api/admin/dashboards-manager/${world.schoolA.id}/cards/${(await freshCard(world)).id}`,
    }),
    expect: superAdminOnly(),
  },
];

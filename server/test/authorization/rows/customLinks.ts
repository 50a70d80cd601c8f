import { customLinks } from '../../../db/schema';
import type { MatrixRow } from '../matrix';
import { superAdminOnly } from '../matrix';
import type { AuthorizationWorld } from '../world';

const freshSlug = (world: AuthorizationWorld) => `m-${world.fresh.uuid()}`;

/** A link of its own per call, so one role's change or deletion never changes the next one's answer. */
async function freshLink(world: AuthorizationWorld) {
  const [link] = await world.db
    .insert(customLinks)
    .values({ slug: freshSlug(world), target: 'poll', pollId: world.publicPoll.id })
    .returning();
  return link;
}

/** Custom links (issue 15): back office only. */
export const rows: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/admin/custom-links',
    request: () => ({ url: '/api/admin/custom-links' }),
    expect: superAdminOnly(),
  },
  {
    method: 'GET',
    route: '/api/admin/custom-links/:id',
    request: async (world) => ({ url: `/api/admin/custom-links/${(await freshLink(world)).id}` }),
    expect: superAdminOnly(),
  },
  {
    method: 'POST',
    route: '/api/admin/custom-links',
    request: (world) => ({
      url: '/api/admin/custom-links',
      payload: { slug: freshSlug(world), target: `/p/${world.publicPoll.urlToken}` },
    }),
    expect: superAdminOnly(),
  },
  {
    method: 'PATCH',
    route: '/api/admin/custom-links/:id',
    request: async (world) => ({
      url: `/api/admin/custom-links/${(await freshLink(world)).id}`,
      payload: { slug: freshSlug(world) },
    }),
    expect: superAdminOnly(),
  },
  {
    method: 'DELETE',
    route: '/api/admin/custom-links/:id',
    request: async (world) => ({ url: `/api/admin/custom-links/${(await freshLink(world)).id}` }),
    expect: superAdminOnly(),
  },
];

import { buildIdentity } from '../../factories';
import { type MatrixRow, signedIn, superAdminOnly } from '../matrix';

/** The caller's own account: any signed-in identity, each about itself. */
export const rows: MatrixRow[] = [
  ...[
    '/api/user',
    '/api/user/identity',
    '/api/user/identities',
    '/api/user/school',
    '/api/user/permissions',
  ].map(
    (route): MatrixRow => ({ method: 'GET', route, request: () => ({ url: route }), expect: signedIn() }),
  ),
  {
    method: 'POST',
    route: '/api/terms/accept',
    request: () => ({ url: '/api/terms/accept', payload: { version: 1 } }),
    expect: signedIn(),
  },
  {
    method: 'POST',
    route: '/api/user/identities/:identityId/switch',
    request: async (world, role) => ({
      url: `/api/user/identities/${role === 'anonymous' ? world.student.id : world.members[role].id}/switch`,
      payload: {},
      headers: await world.ownSession(role),
    }),
    expect: signedIn(),
    note: 'each switches to its own identity',
  },
  {
    method: 'PATCH',
    route: '/api/user/profile',
    request: () => ({ url: '/api/user/profile', payload: { surname: 'Matrix' } }),
    expect: signedIn(),
  },
  {
    method: 'POST',
    route: '/api/user/password',
    request: () => ({
      url: '/api/user/password',
      payload: { current_password: 'not-the-password', new_password: 'another-decent-passphrase' },
    }),
    expect: signedIn(),
    note: 'a wrong current password: 422 to the signed-in',
  },
  {
    method: 'POST',
    route: '/api/user/change-email',
    request: () => ({
      url: '/api/user/change-email',
      payload: { email: 'new@example.test', password: 'wrong' },
    }),
    expect: signedIn(),
  },
  {
    method: 'POST',
    route: '/api/admin/become/:identityId',
    request: async (world, role) => {
      const { identity } = await buildIdentity(world.db, {
        type: 'teacher',
        organizationId: world.schoolA.id,
      });
      return { url: `/api/admin/become/${identity.id}`, payload: {}, headers: await world.ownSession(role) };
    },
    expect: superAdminOnly(),
  },
  {
    method: 'POST',
    route: '/api/admin/unbecome',
    request: async (world, role) => ({
      url: '/api/admin/unbecome',
      payload: {},
      headers: await world.ownSession(role),
    }),
    expect: signedIn(),
    note: 'nobody here acts as someone else: a 4xx that is not about who asks',
  },
];

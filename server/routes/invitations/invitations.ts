import { eq } from 'drizzle-orm';
import { completePermissions, defaultPermissions, isPermissionName } from '../../../common/permissions';
import { requireAuth } from '../../auth/authenticate';
import { type IdentityType, organizations } from '../../db/schema';
import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { AppError, fieldError, notFound } from '../../http/errors';
import { setSessionCookie } from '../../http/sessionCookie';
import { canGrantInvitedPermissions, canInvite } from '../../policies/invitation';
import { loadIdentityContext } from '../../services/accounts/identityContext';
import { acceptInvitation, describeInvitation, sendInvitation } from '../../services/accounts/invitations';
import { mintToken } from '../../services/accounts/mintToken';
import { createSession } from '../../services/accounts/sessions';
import { recordEvent } from '../../services/events/recordEvent';
import {
  acceptInvitationBody,
  createInvitationBody,
  inviteParams,
  invitePeekParams,
  schoolParams,
} from './schema';

/** A school's invitations to teachers, students and parents, and the invitee's side: open the link, accept it. */
export const invitationRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

  app.post(
    '/school/:schoolId/invitations',
    { schema: { params: schoolParams, body: createInvitationBody } },
    async (request, reply) => {
      const claims = requireAuth(request);
      const [school] = await db
        .select()
        .from(organizations)
        .where(eq(organizations.id, request.params.schoolId));
      const type = request.body.type as IdentityType;
      if (!school || !canInvite(claims, school, type)) throw notFound('School');
      const unknown = Object.keys(request.body.permissions ?? {}).filter((name) => !isPermissionName(name));
      if (unknown.length)
        throw new AppError('validation_failed', `Unknown permissions: ${unknown.join(', ')}`);
      const permissions = completePermissions(request.body.permissions ?? {});
      // Granting beyond the defaults needs the right to change staff records; taking away (or forbidding results) does not.
      const defaults = defaultPermissions();
      const granted = (Object.keys(permissions) as (keyof typeof permissions)[]).some(
        (name) => name !== 'forbid_results_access' && permissions[name] && !defaults[name],
      );
      if (granted && !canGrantInvitedPermissions(claims, school, type))
        throw fieldError(
          'permissions: only someone who manages admins (manage_admins) gives an invited person permissions',
          'forbidden',
        );
      await sendInvitation(
        { db, queue: deps.queue, config: deps.config },
        {
          organizationId: school.id,
          type,
          email: request.body.email,
          permissions,
          language: request.interfaceLanguage,
        },
      );
      await recordEvent(db, claims, { category: 'School Admin', action: 'Invited user', details: { type } });
      return reply.status(201).send(created({ email: request.body.email, type }));
    },
  );

  app.get('/auth/invite/:token', { schema: { params: invitePeekParams } }, async (request) => {
    return ok(await describeInvitation(db, request.params.token));
  });

  /** Accepting signs the person in with the new identity. */
  app.post(
    '/auth/invite/:token/accept',
    { schema: { params: inviteParams, body: acceptInvitationBody } },
    async (request, reply) => {
      const identityId = await acceptInvitation(db, request.params.token, request.body);
      const context = await loadIdentityContext(db, identityId);
      if (!context) throw notFound('Identity');
      const { session, secret } = await createSession(db, { userId: context.user.id, identityId });
      setSessionCookie(reply, deps.config, secret);
      return ok({ token: await mintToken(deps.signer, session, context) });
    },
  );
};

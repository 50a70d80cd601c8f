import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { changePassword, updateProfile } from '../../services/accounts/profile';
import { passwordChangeBody, profileBody } from './profileSchema';

/** The signed-in person's own name, language and password. */
export const profileRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  const ownAccount = (request: Parameters<typeof requireAuth>[0]) => {
    const claims = requireAuth(request);
    if (claims.becameBy)
      throw new AppError('forbidden', 'Profile changes are not possible while impersonating');
    return claims;
  };

  app.patch('/user/profile', { schema: { body: profileBody } }, async (request) => {
    const claims = ownAccount(request);
    await updateProfile(db, claims.userId, request.body);
    return ok({ updated: true });
  });

  app.post('/user/password', { schema: { body: passwordChangeBody } }, async (request) => {
    const claims = ownAccount(request);
    await changePassword(db, claims.userId, request.body.current_password, request.body.new_password);
    return ok({ password_changed: true });
  });
};

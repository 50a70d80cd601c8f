import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { ensureDeviceCookie } from '../../http/clientKey';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { rememberAccountOnDevice } from '../../http/knownAccounts';
import { consumeRateLimit } from '../../http/rateLimit';
import { confirmEmailChange, requestEmailChange } from '../../services/accounts/emailChange';
import { checkPasswordLink, requestPasswordLink, resetPassword } from '../../services/accounts/passwordReset';
import {
  changeEmailBody,
  confirmEmailBody,
  forgotPasswordBody,
  linkParams,
  resetPasswordBody,
} from './schema';

const linkRequestRule = { name: 'password-link', limit: 5, windowSeconds: 15 * 60 };
const sameAnswer = 'If the address belongs to an account, a link has been sent to it.';

/** Forgotten passwords and e-mail changes: the mailed links and what they open. */
export const passwordRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

  /** The same answer whether or not the account exists. */
  app.post('/auth/forgot-password', { schema: { body: forgotPasswordBody } }, async (request) => {
    await consumeRateLimit(db, linkRequestRule, `email:${request.body.email.toLowerCase()}`);
    await requestPasswordLink({ db, queue: deps.queue, config: deps.config }, request.body.email, {
      newUser: request.body.new_user ?? false,
      language: request.interfaceLanguage,
    });
    return ok({ message: sameAnswer });
  });

  app.get('/auth/reset-password/:token', { schema: { params: linkParams } }, async (request) => {
    const link = await checkPasswordLink(db, request.params.token);
    return ok({
      valid: true,
      new_user: link.purpose === 'create_password',
      expires_at: link.expiresAt.toISOString(),
    });
  });

  app.post('/auth/reset-password', { schema: { body: resetPasswordBody } }, async (request, reply) => {
    const userId = await resetPassword(db, request.body.token, request.body.password);
    // The mailed link proved the account: this browser is one of its known devices from now on.
    const device = ensureDeviceCookie(request, reply, deps.config);
    rememberAccountOnDevice(request, reply, deps.config, device, userId);
    return ok({ password_changed: true });
  });

  app.post('/user/change-email', { schema: { body: changeEmailBody } }, async (request) => {
    const claims = requireAuth(request);
    if (claims.becameBy)
      throw new AppError('forbidden', 'The e-mail address cannot be changed while impersonating');
    await requestEmailChange({ db, queue: deps.queue, config: deps.config }, claims.userId, {
      ...request.body,
      language: request.interfaceLanguage,
    });
    return ok({ message: 'A confirmation link has been sent to the new address.' });
  });

  app.post('/auth/change-email', { schema: { body: confirmEmailBody } }, async (request) => {
    return ok({ email: await confirmEmailChange(db, request.body.token) });
  });
};

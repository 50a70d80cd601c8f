import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { setSessionCookie } from '../../http/sessionCookie';
import { mintToken } from '../../services/accounts/mintToken';
import { enterWithLink } from '../../services/accounts/tokenizedEntry';

const tokenizedBody = z.strictObject({ token: z.string().min(20).max(200) });

/** Tokenized entry: the link's secret opens a tokenized session for its respondent. */
export const tokenizedRoutes: RouteModule = (app, { database, signer, config }) => {
  app.post('/auth/tokenized', { schema: { body: tokenizedBody } }, async (request, reply) => {
    const { session, sessionSecret, context } = await enterWithLink(database.db, request.body.token);
    setSessionCookie(reply, config, sessionSecret);
    return ok({ token: await mintToken(signer, session, context), tokenized: true });
  });
};

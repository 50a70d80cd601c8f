import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import {
  openPersonalLink,
  renewPersonalLink,
  unsubscribeRecipient,
} from '../../services/invitationCampaigns/personalLinkEntry';
import { linkBody } from './schema';

/** The recipient's side: open a personal link, ask for a fresh one, stop reminders. No sign-in. */
export const personalLinkRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;
  const secret = deps.config.tokenSecret;

  app.post('/invitation-links/open', { schema: { body: linkBody } }, async (request) =>
    ok(await openPersonalLink(db, secret, request.body.token)),
  );

  app.post('/invitation-links/renew', { schema: { body: linkBody } }, async (request) => {
    await renewPersonalLink(db, deps.queue, deps.config, request.body.token);
    return ok({ requested: true });
  });

  app.post('/invitation-links/unsubscribe', { schema: { body: linkBody } }, async (request) =>
    ok(await unsubscribeRecipient(db, secret, request.body.token)),
  );
};

import { tokenSecretsOf } from '../../auth/secretRotation';
import type { App, RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import {
  openPersonalLink,
  renewPersonalLink,
  unsubscribeRecipient,
} from '../../services/invitationCampaigns/personalLinkEntry';
import { unsubscribeOneClickPath } from '../../services/invitationCampaigns/personalLinks';
import { linkBody, linkParams } from './schema';

/** The recipient's side: open a personal link, ask for a fresh one, stop reminders. No sign-in. */
export const personalLinkRoutes: RouteModule = async (app, deps) => {
  const { db } = deps.database;
  app.post('/invitation-links/open', { schema: { body: linkBody } }, async (request) =>
    ok(await openPersonalLink(db, deps.config.tokenSecret, request.body.token)),
  );

  app.post('/invitation-links/renew', { schema: { body: linkBody } }, async (request) => {
    await renewPersonalLink(db, deps.queue, deps.config, request.body.token);
    return ok({ requested: true });
  });

  app.post('/invitation-links/unsubscribe', { schema: { body: linkBody } }, async (request) =>
    ok(await unsubscribeRecipient(db, tokenSecretsOf(deps.config), request.body.token)),
  );

  /**
   * The mail's List-Unsubscribe address: a mail client's one-click unsubscribe (RFC 8058) posts the form
   * `List-Unsubscribe=One-Click` here, without cookies and without a page.
   */
  await app.register(async (scope) => {
    const oneClick = scope as App;
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      if (oneClick.hasContentTypeParser(type)) oneClick.removeContentTypeParser(type);
      oneClick.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
        done(null, null),
      );
    }
    oneClick.post(`${unsubscribeOneClickPath}/:token`, { schema: { params: linkParams } }, async (request) =>
      ok(await unsubscribeRecipient(db, tokenSecretsOf(deps.config), request.params.token)),
    );
  });
};

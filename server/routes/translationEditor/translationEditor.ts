import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { requireSuperAdmin } from '../../policies/superAdmin';
import {
  assertLanguage,
  listTexts,
  saveText,
  textHistory,
} from '../../services/translations/translationEditor';
import { historyQuery, saveTextBody, textsParams, textsQuery } from './schema';

/** /admin/manage-translations/{id}: every interface text of a language, searched and edited in place. */
export const translationEditorRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get(
    '/admin/translations/:language',
    { schema: { params: textsParams, querystring: textsQuery } },
    async (request) => {
      requireSuperAdmin(request);
      await assertLanguage(db, request.params.language);
      const { rows, total } = await listTexts(db, request.params.language, request.query);
      return ok(rows, { total, limit: request.query.limit, offset: request.query.offset });
    },
  );

  app.put(
    '/admin/translations/:language',
    { schema: { params: textsParams, body: saveTextBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      const { key, value } = request.body;
      return ok(await saveText(db, claims, request.params.language, key, value));
    },
  );

  app.get(
    '/admin/translations/:language/history',
    { schema: { params: textsParams, querystring: historyQuery } },
    async (request) => {
      requireSuperAdmin(request);
      await assertLanguage(db, request.params.language);
      const rows = await textHistory(db, request.params.language, request.query.key);
      return ok(
        rows.map((row) => ({
          changed_at: row.at.toISOString(),
          user_id: row.userId,
          previous: row.details.previous ?? null,
          value: row.details.value,
        })),
      );
    },
  );
};

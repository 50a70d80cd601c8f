import type { App, RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { requireSuperAdmin } from '../../policies/superAdmin';
import { contentDisposition } from '../../services/files/serveFile';
import {
  assertLanguage,
  listTexts,
  saveText,
  textHistory,
} from '../../services/translations/translationEditor';
import { importTranslations, languageName, sheetTexts } from '../../services/translations/translationImport';
import { acceptUploads, readUploadedFile } from '../imports/uploadBody';
import { historyQuery, importQuery, saveTextBody, textsParams, textsQuery } from './schema';

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
          imported_from: row.details.imported_from ?? null,
        })),
      );
    },
  );

  /** The spreadsheet for translators: key, English, this language, note (the {{values}} to keep). */
  app.get(
    '/admin/translations/:language/export.xlsx',
    { schema: { params: textsParams } },
    async (request, reply) => {
      requireSuperAdmin(request);
      await assertLanguage(db, request.params.language);
      const language = await languageName(db, request.params.language);
      const { writeTranslationSheet } = await import('../../services/translations/translationSheet');
      const file = await writeTranslationSheet(language, await sheetTexts(db, language.code));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', contentDisposition('attachment', `translations-${language.code}.xlsx`))
        .send(file);
    },
  );

  /** A filled-in spreadsheet back: saved whole, or refused naming every bad row. */
  app.register(async (scope: App) => {
    scope.addHook('preParsing', async (request) => {
      requireSuperAdmin(request);
    });
    await acceptUploads(scope);
    scope.post(
      '/admin/translations/:language/import',
      { schema: { params: textsParams, querystring: importQuery } },
      async (request) => {
        const claims = requireSuperAdmin(request);
        const upload = await readUploadedFile(request, request.query.file_name);
        return ok(await importTranslations(db, claims, request.params.language, upload));
      },
    );
  });
};

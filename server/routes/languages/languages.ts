import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { requireSuperAdmin } from '../../policies/superAdmin';
import {
  isCompleteEnough,
  type LanguageWithCounts,
  languagesWithCounts,
} from '../../services/translations/languageCompleteness';
import { addLanguage, updateLanguage } from '../../services/translations/languageWrites';
import { surveyLanguages } from '../../services/translations/surveyLanguages';
import { addLanguageBody, languageParams, languagesQuery, updateLanguageBody } from './schema';

const presentLanguage = (row: { code: string; name: string; nativeName: string }) => ({
  code: row.code,
  name: row.name,
  native_name: row.nativeName,
});

const presentLanguageAdmin = (row: LanguageWithCounts) => ({
  ...presentLanguage(row),
  enabled: row.enabled,
  survey_enabled: row.surveyEnabled,
  total: row.total,
  missing: row.missing,
  same_as_english: row.sameAsEnglish,
  in_switcher: row.enabled && isCompleteEnough(row),
});

/** Languages (spec §3 "languages: list"): the interface's switcher, and the super-admins' list at /admin/manage-languages. */
export const languageRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  /**
   * Public: the interface languages the switcher offers (enabled and complete enough); with `for=survey`
   * the languages the builder and the wizard offer for survey texts (survey_enabled).
   */
  app.get('/languages', { schema: { querystring: languagesQuery } }, async (request) => {
    if (request.query.for === 'survey') return ok((await surveyLanguages(db)).map(presentLanguage));
    const rows = await languagesWithCounts(db);
    return ok(rows.filter((row) => row.enabled && isCompleteEnough(row)).map(presentLanguage));
  });

  app.get('/admin/languages', async (request) => {
    requireSuperAdmin(request);
    return ok((await languagesWithCounts(db)).map(presentLanguageAdmin));
  });

  app.post('/admin/languages', { schema: { body: addLanguageBody } }, async (request, reply) => {
    const claims = requireSuperAdmin(request);
    const row = await addLanguage(db, claims, request.body);
    const [withCounts] = (await languagesWithCounts(db)).filter((language) => language.code === row.code);
    return reply.status(201).send(created(presentLanguageAdmin(withCounts)));
  });

  app.patch(
    '/admin/languages/:code',
    { schema: { params: languageParams, body: updateLanguageBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      const row = await updateLanguage(db, claims, request.params.code, request.body);
      const [withCounts] = (await languagesWithCounts(db)).filter((language) => language.code === row.code);
      return ok(presentLanguageAdmin(withCounts));
    },
  );
};

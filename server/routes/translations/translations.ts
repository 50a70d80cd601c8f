import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { registerTranslationKey } from '../../services/translations/registerKey';
import {
  isReadableLanguage,
  loadDictionary,
  loadValues,
} from '../../services/translations/translationQueries';
import { dictionaryParams, languageGetQuery, registerKeyBody } from './schema';

/** The interface's texts per language; registering a new key only in DEVELOPER_MODE. */
export const translationRoutes: RouteModule = (app, { database, config }) => {
  const { db } = database;

  async function requireReadableLanguage(code: string) {
    if (!(await isReadableLanguage(db, code)))
      throw new AppError('not_found', `Language '${code}' is not available`);
  }

  /**
   * The whole dictionary of one language, nested like locales/en.json; also of a survey language that is not
   * (yet) an interface one, for what is printed in it (a class's access-code slips).
   */
  app.get('/translations/:language', { schema: { params: dictionaryParams } }, async (request) => {
    await requireReadableLanguage(request.params.language);
    return ok(await loadDictionary(db, request.params.language));
  });

  app.get('/language/get', { schema: { querystring: languageGetQuery } }, async (request) => {
    const language = request.query.language ?? request.language;
    await requireReadableLanguage(language);
    return ok(await loadValues(db, language, request.query.keys), { language });
  });

  app.post('/language/register-key', { schema: { body: registerKeyBody } }, async (request, reply) => {
    if (!config.developerMode) {
      throw new AppError(
        'developer_mode_off',
        'Registering translation keys is only possible in developer mode',
      );
    }
    return reply
      .status(201)
      .send(created(await registerTranslationKey(db, request.body.key, request.body.value)));
  });
};

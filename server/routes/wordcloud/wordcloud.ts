import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { requireSuperAdmin } from '../../policies/superAdmin';
import {
  addWordcloudWord,
  listWordcloudWords,
  presentWord,
  removeWordcloudWord,
} from '../../services/results/wordcloudWords';
import { assertSurveyLanguages } from '../../services/translations/surveyLanguages';
import { addWordBody, wordListQuery, wordParams } from './schema';

/** Back office: stop words and hidden words of the results word cloud (spec /admin/wordcloud-management). */
export const wordcloudRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get('/admin/wordcloud-words', { schema: { querystring: wordListQuery } }, async (request) => {
    requireSuperAdmin(request);
    // A language switched off since may still have its words listed; an unknown one is refused (422).
    await assertSurveyLanguages(db, 'language', [request.query.language], 'known');
    return ok(await listWordcloudWords(db, request.query.language));
  });

  app.post('/admin/wordcloud-words', { schema: { body: addWordBody } }, async (request, reply) => {
    requireSuperAdmin(request);
    // Answers come in the survey languages: an added language's cloud needs its own stop words.
    await assertSurveyLanguages(db, 'language', [request.body.language]);
    const row = await addWordcloudWord(db, request.body);
    return reply.status(201).send(created(presentWord(row)));
  });

  app.delete('/admin/wordcloud-words/:id', { schema: { params: wordParams } }, async (request) => {
    requireSuperAdmin(request);
    return ok(presentWord(await removeWordcloudWord(db, request.params.id)));
  });
};

import type { Answers } from '../../../common/survey/answerTypes';
import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { consumeRateLimit, type RateRule } from '../../http/rateLimit';
import {
  loadSelfAssessment,
  presentSelfAssessment,
  selfAssessmentLanguages,
} from '../../services/selfAssessments/selfAssessmentRecords';
import { selfAssessmentResults } from '../../services/selfAssessments/selfAssessmentResults';
import {
  createSelfAssessment,
  saveSelfAssessment,
} from '../../services/selfAssessments/selfAssessmentWrites';
import { createSelfAssessmentBody, selfAssessmentAnswersBody, selfAssessmentParams } from './schema';

/**
 * Creation is open to anyone, so it is limited per address: a staff workshop at one school fits,
 * a script filling the table does not. Saves are limited per self-assessment.
 */
const creations: RateRule = { name: 'self-assessment-create', limit: 30, windowSeconds: 3600 };
const saves: RateRule = { name: 'self-assessment-save', limit: 120, windowSeconds: 60 };

/** The public self-assessment: no account; the random id is the private link. */
export const selfAssessmentRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.post('/self-assessments', { schema: { body: createSelfAssessmentBody } }, async (request, reply) => {
    await consumeRateLimit(db, creations, `ip:${request.ip}`);
    return reply.status(201).send(created(await createSelfAssessment(db, request.body)));
  });

  app.get('/self-assessments/:id', { schema: { params: selfAssessmentParams } }, async (request) => {
    const loaded = await loadSelfAssessment(db, request.params.id);
    return ok(presentSelfAssessment(loaded, await selfAssessmentLanguages(db, loaded.version.languages)));
  });

  app.put(
    '/self-assessments/:id',
    { schema: { params: selfAssessmentParams, body: selfAssessmentAnswersBody } },
    async (request) => {
      await consumeRateLimit(db, saves, request.params.id);
      const { answers, finished, language } = request.body;
      return ok(
        await saveSelfAssessment(db, request.params.id, { answers: answers as Answers, finished, language }),
      );
    },
  );

  app.get('/self-assessments/:id/results', { schema: { params: selfAssessmentParams } }, async (request) =>
    ok(await selfAssessmentResults(db, request.params.id)),
  );
};

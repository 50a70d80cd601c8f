import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { presentReminder, presentRound } from '../../presenters/invitationCampaign';
import { remindNotFinished, schoolReminderRounds } from '../../services/invitationCampaigns/schoolReminders';
import { loadSchoolFor } from '../../services/respondents/schoolScope';
import { reminderBody, schoolPeriodParams } from './schema';

/** /school/surveys: "remind those who have not finished" for the school's own period. */
export const schoolReminderRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

  app.get(
    '/school/:schoolId/periods/:periodId/reminders',
    { schema: { params: schoolPeriodParams } },
    async (request) => {
      const claims = requireAuth(request);
      const school = await loadSchoolFor(db, claims, request.params.schoolId, 'readPeriods');
      const rounds = await schoolReminderRounds(db, school.id, request.params.periodId);
      return ok(rounds.map(presentRound));
    },
  );

  app.post(
    '/school/:schoolId/periods/:periodId/reminders',
    { schema: { params: schoolPeriodParams, body: reminderBody } },
    async (request, reply) => {
      const claims = requireAuth(request);
      const school = await loadSchoolFor(db, claims, request.params.schoolId, 'managePeriods');
      const reminded = await remindNotFinished(
        db,
        deps.queue,
        claims,
        deps.config.tokenSecret,
        school.id,
        request.params.periodId,
        request.body.scheduled_at ?? null,
      );
      return reply.status(201).send(created(presentReminder(reminded)));
    },
  );
};

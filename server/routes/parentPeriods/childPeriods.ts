import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { presentReminder, presentRound } from '../../presenters/invitationCampaign';
import { remindNotFinished, schoolReminderRounds } from '../../services/invitationCampaigns/schoolReminders';
import { createAccessCodes } from '../../services/periods/accessCodes';
import { loadChildPeriod } from '../../services/periods/childPeriods';
import { loadOrganizationFor } from '../../services/periods/parentPeriods';
import { periodDetail } from '../../services/periods/periodQueries';
import { reminderBody } from '../invitationCampaigns/schema';
import { newCodesBody } from '../periods/schema';
import { childCodesParams, childPeriodParams } from './schema';

/**
 * Each school's period of a parent period, for the organisation admin who launched it: its links, new access
 * codes and reminders, through the same services as the school's own period page.
 */
export const childPeriodRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;
  const base = '/organization/:id/parent-periods/:periodId/schools/:schoolId';

  async function childOf(
    request: FastifyRequest,
    params: { id: number; periodId: number; schoolId: number },
  ) {
    const claims = requireAuth(request);
    const organization = await loadOrganizationFor(db, claims, params.id);
    const child = await loadChildPeriod(db, organization.id, params.periodId, params.schoolId);
    return { claims, ...child };
  }

  app.get(base, { schema: { params: childPeriodParams } }, async (request) => {
    const child = await childOf(request, request.params);
    return ok(await periodDetail(db, child.schoolId, child.id));
  });

  /** The codes are shown once, to print; only their hashes are kept. */
  app.post(
    `${base}/polls/:pollId/codes`,
    { schema: { params: childCodesParams, body: newCodesBody } },
    async (request, reply) => {
      const child = await childOf(request, request.params);
      const codes = await createAccessCodes(
        db,
        child.claims,
        child.schoolId,
        child.id,
        request.params.pollId,
        request.body.count,
      );
      return reply.status(201).send(created({ codes }));
    },
  );

  app.get(`${base}/reminders`, { schema: { params: childPeriodParams } }, async (request) => {
    const child = await childOf(request, request.params);
    return ok((await schoolReminderRounds(db, child.schoolId, child.id)).map(presentRound));
  });

  app.post(
    `${base}/reminders`,
    { schema: { params: childPeriodParams, body: reminderBody } },
    async (request, reply) => {
      const child = await childOf(request, request.params);
      const reminded = await remindNotFinished(
        db,
        deps.queue,
        child.claims,
        deps.config.tokenSecret,
        child.schoolId,
        child.id,
        request.body.scheduled_at ?? null,
      );
      return reply.status(201).send(created(presentReminder(reminded)));
    },
  );
};

import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { requireSuperAdmin } from '../../policies/superAdmin';
import { previewRemoval, removeRespondents } from '../../services/respondents/respondentRemoval';
import { loadSchoolFor } from '../../services/respondents/schoolScope';
import { removalBody, removalPreviewBody, schoolParams } from './schema';

/** Super-admin /admin/delete-respondents: see who a selection takes away, then take exactly them away. */
export const respondentRemovalRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.post(
    '/admin/schools/:schoolId/respondent-removal/preview',
    { schema: { params: schoolParams, body: removalPreviewBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      const school = await loadSchoolFor(db, claims, request.params.schoolId, 'manage');
      return ok(await previewRemoval(db, school.id, request.body));
    },
  );

  app.post(
    '/admin/schools/:schoolId/respondent-removal',
    { schema: { params: schoolParams, body: removalBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      const school = await loadSchoolFor(db, claims, request.params.schoolId, 'manage');
      return ok(await removeRespondents(db, claims, school.id, request.body));
    },
  );
};

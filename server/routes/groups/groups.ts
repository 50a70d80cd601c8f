import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import {
  archiveGroup,
  createGroup,
  listGroupMembers,
  listGroups,
  setGroupMembers,
  updateGroup,
} from '../../services/respondents/groups';
import { loadSchoolFor } from '../../services/respondents/schoolScope';
import { createGroupBody, groupMembersBody, groupParams, schoolParams, updateGroupBody } from './schema';

/** Groups of respondents across classes: seen with a respondent permission, changed with manage_respondents. */
export const groupRoutes: RouteModule = (app, { database }) => {
  const { db } = database;
  const school = (
    request: Parameters<typeof requireAuth>[0],
    schoolId: number,
    access: 'view' | 'manage',
  ) => {
    const claims = requireAuth(request);
    return loadSchoolFor(db, claims, schoolId, access).then((row) => ({ claims, schoolId: row.id }));
  };

  app.get('/school/:schoolId/groups', { schema: { params: schoolParams } }, async (request) => {
    const { schoolId } = await school(request, request.params.schoolId, 'view');
    return ok(await listGroups(db, schoolId));
  });

  app.post(
    '/school/:schoolId/groups',
    { schema: { params: schoolParams, body: createGroupBody } },
    async (request, reply) => {
      const { claims, schoolId } = await school(request, request.params.schoolId, 'manage');
      const row = await createGroup(db, claims, schoolId, request.body);
      return reply
        .status(201)
        .send(created({ id: row.id, name: row.name, parent_class_id: row.parentClassId }));
    },
  );

  app.patch(
    '/school/:schoolId/groups/:groupId',
    { schema: { params: groupParams, body: updateGroupBody } },
    async (request) => {
      const { claims, schoolId } = await school(request, request.params.schoolId, 'manage');
      const row = await updateGroup(db, claims, schoolId, request.params.groupId, request.body);
      return ok({ id: row.id, name: row.name, parent_class_id: row.parentClassId });
    },
  );

  app.delete('/school/:schoolId/groups/:groupId', { schema: { params: groupParams } }, async (request) => {
    const { claims, schoolId } = await school(request, request.params.schoolId, 'manage');
    await archiveGroup(db, claims, schoolId, request.params.groupId);
    return ok(null);
  });

  app.get(
    '/school/:schoolId/groups/:groupId/members',
    { schema: { params: groupParams } },
    async (request) => {
      const { schoolId } = await school(request, request.params.schoolId, 'view');
      return ok(await listGroupMembers(db, schoolId, request.params.groupId));
    },
  );

  app.put(
    '/school/:schoolId/groups/:groupId/members',
    { schema: { params: groupParams, body: groupMembersBody } },
    async (request) => {
      const { claims, schoolId } = await school(request, request.params.schoolId, 'manage');
      await setGroupMembers(db, claims, schoolId, request.params.groupId, request.body.identity_ids);
      return ok(await listGroupMembers(db, schoolId, request.params.groupId));
    },
  );
};

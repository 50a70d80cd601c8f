import { bearer, buildIdentity, buildSchool, tokenFor } from './factories';
import { multipart } from './importFiles';
import type { TestApp } from './testApp';

/** A school with its manager and the people who must not get in; upload helpers for its imports. */
export async function importWorld(ctx: TestApp) {
  const db = ctx.deps.database.db;
  const { school, parent } = await buildSchool(db);
  const token = async (type: 'school_admin' | 'teacher' | 'organization_admin', permissions = {}) =>
    tokenFor(
      ctx.deps,
      (
        await buildIdentity(db, {
          type,
          organizationId: type === 'organization_admin' ? parent.id : school.id,
          permissions,
        })
      ).identity,
    );
  const manager = await token('school_admin', { manage_respondents: true });
  const base = `/api/school/${school.id}`;
  return {
    school,
    manager,
    viewer: await token('school_admin', { view_respondents: true }),
    teacher: await token('teacher', { view_survey_results: true }),
    organizationAdmin: await token('organization_admin'),
    base,
    upload: (type: string, fileName: string, bytes: Buffer, as = manager) =>
      ctx.app.inject({
        method: 'POST',
        url: `${base}/imports?type=${type}`,
        ...(() => {
          const body = multipart(fileName, bytes);
          return { payload: body.payload, headers: { ...body.headers, ...bearer(as) } };
        })(),
      }),
    uploadRaw: (type: string, bytes: Buffer, contentType = 'text/csv', as = manager) =>
      ctx.app.inject({
        method: 'POST',
        url: `${base}/imports?type=${type}&file_name=list.csv`,
        payload: bytes,
        headers: { 'content-type': contentType, ...bearer(as) },
      }),
    send: (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: unknown,
      as: string | null = manager,
    ) =>
      ctx.app.inject({
        method,
        url: `${base}${url}`,
        payload: payload as object,
        headers: as ? bearer(as) : {},
      }),
  };
}

import { bucketFiles, clientDataUploads } from '../../../db/schema';
import { postgresFileStorage } from '../../../services/files/fileStorage';
import { samples } from '../../fileSamples';
import { anyFile, everyone, type MatrixRow, schoolRosterWrite, superAdminOnly } from '../matrix';
import type { AuthorizationWorld } from '../world';

const day = 24 * 60 * 60 * 1000;

async function freshBucketFile(world: AuthorizationWorld) {
  const storageKey = `bucket/${world.fresh.uuid()}`;
  await postgresFileStorage(world.db).put(storageKey, samples.png);
  const [file] = await world.db
    .insert(bucketFiles)
    .values({ name: 'logo.png', kind: 'png', size: samples.png.length, sha256: 'x', storageKey })
    .returning();
  return file;
}

/** One of school A's uploads, fresh per call (a state change by one role must not change the next one's answer). */
async function freshUpload(world: AuthorizationWorld) {
  const storageKey = `client-data/${world.fresh.uuid()}`;
  await postgresFileStorage(world.db).put(storageKey, samples.csv);
  const [upload] = await world.db
    .insert(clientDataUploads)
    .values({
      organizationId: world.schoolA.id,
      fileName: 'saraksts.csv',
      kind: 'csv',
      size: samples.csv.length,
      storageKey,
      expiresAt: new Date(Date.now() + 90 * day),
    })
    .returning();
  return upload;
}

const schoolBase = (world: AuthorizationWorld) => `/api/school/${world.schoolA.id}/client-data-uploads`;

/**
 * The file store (back office; its files public by address) and client data uploads (school A's staff with
 * manage_respondents, the organisation only with the roster grant the world does not give; the team in the back office).
 */
export const rows: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/admin/bucket-files',
    request: () => ({ url: '/api/admin/bucket-files' }),
    expect: superAdminOnly(),
  },
  {
    method: 'POST',
    route: '/api/admin/bucket-files',
    request: () => ({
      url: '/api/admin/bucket-files?file_name=logo.png',
      payload: samples.png,
      headers: { 'content-type': 'image/png' },
    }),
    expect: superAdminOnly(),
  },
  {
    method: 'PUT',
    route: '/api/admin/bucket-files/:id/file',
    request: async (world) => ({
      url: `/api/admin/bucket-files/${(await freshBucketFile(world)).id}/file?file_name=logo.png`,
      payload: samples.png,
      headers: { 'content-type': 'image/png' },
    }),
    expect: superAdminOnly(),
  },
  {
    method: 'DELETE',
    route: '/api/admin/bucket-files/:id',
    request: async (world) => ({ url: `/api/admin/bucket-files/${(await freshBucketFile(world)).id}` }),
    expect: superAdminOnly(),
  },
  {
    method: 'GET',
    route: '/api/files/:id/:name',
    request: async (world) => ({ url: `/api/files/${(await freshBucketFile(world)).id}/logo.png` }),
    file: [anyFile],
    expect: everyone(),
    note: 'files of the store are linked from public pages',
  },
  {
    method: 'GET',
    route: '/api/school/:schoolId/client-data-uploads',
    request: (world) => ({ url: schoolBase(world) }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'POST',
    route: '/api/school/:schoolId/client-data-uploads',
    request: (world) => ({
      url: `${schoolBase(world)}?file_name=saraksts.csv&message=Jaunais%20saraksts`,
      payload: samples.csv,
      headers: { 'content-type': 'text/csv' },
    }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'GET',
    route: '/api/school/:schoolId/client-data-uploads/:uploadId',
    request: async (world) => ({ url: `${schoolBase(world)}/${(await freshUpload(world)).id}` }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'GET',
    route: '/api/school/:schoolId/client-data-uploads/:uploadId/file',
    request: async (world) => ({ url: `${schoolBase(world)}/${(await freshUpload(world)).id}/file` }),
    file: [anyFile],
    expect: schoolRosterWrite(),
  },
  {
    method: 'POST',
    route: '/api/school/:schoolId/client-data-uploads/:uploadId/withdraw',
    request: async (world) => ({ url: `${schoolBase(world)}/${(await freshUpload(world)).id}/withdraw` }),
    expect: schoolRosterWrite(),
    note: "school A's own staff with manage_respondents; a fresh upload per role, so each finds one to withdraw",
  },
  {
    method: 'GET',
    route: '/api/admin/client-data-uploads',
    request: () => ({ url: '/api/admin/client-data-uploads?state=received' }),
    expect: superAdminOnly(),
  },
  {
    method: 'GET',
    route: '/api/admin/client-data-uploads/:id/file',
    request: async (world) => ({
      url: `/api/admin/client-data-uploads/${(await freshUpload(world)).id}/file`,
    }),
    file: [anyFile],
    expect: superAdminOnly(),
  },
  {
    method: 'PATCH',
    route: '/api/admin/client-data-uploads/:id',
    request: async (world) => ({
      url: `/api/admin/client-data-uploads/${(await freshUpload(world)).id}`,
      payload: { state: 'refused', refusal_reason: 'The file has no class column' },
    }),
    expect: superAdminOnly(),
  },
];

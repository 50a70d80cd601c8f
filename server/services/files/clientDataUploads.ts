import { and, desc, eq, ilike, inArray, isNotNull, lt, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import {
  type ClientDataUploadState,
  clientDataUploads,
  identities,
  organizations,
  users,
} from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';
import { importLimits } from '../imports/limits';
import { checkUploadedFile, type UploadPolicy } from './fileChecks';
import type { FileKind } from './fileKinds';
import { type FileStorage, newStorageKey } from './fileStorage';

/** A client data upload's file is kept this long after it is sent, then only its record stays. */
export const clientDataRetentionDays = 90;
const day = 24 * 60 * 60 * 1000;

/**
 * The imports' size limit (services/imports/limits.ts), and the formats schools keep rosters in: text,
 * spreadsheets, documents, PDF. Never a program, a web page or an archive the team would have to open blind.
 */
export const clientDataPolicy: UploadPolicy = {
  kinds: ['csv', 'txt', 'xlsx', 'ods', 'legacy_office', 'docx', 'odt', 'pdf'],
  maxBytes: importLimits.maxFileBytes,
};

const uploader = alias(users, 'uploader');
const uploaderIdentity = alias(identities, 'uploader_identity');

const columns = {
  upload: clientDataUploads,
  schoolName: organizations.name,
  uploaderName: uploader.name,
  uploaderSurname: uploader.surname,
};

type Row = {
  upload: typeof clientDataUploads.$inferSelect;
  schoolName: string;
  uploaderName: string | null;
  uploaderSurname: string | null;
};

function presentUpload({ upload, schoolName, uploaderName, uploaderSurname }: Row, now = new Date()) {
  const expired = upload.expiresAt.getTime() <= now.getTime();
  return {
    id: upload.id,
    school: { id: upload.organizationId, name: schoolName },
    sent_by: [uploaderName, uploaderSurname].filter(Boolean).join(' ') || null,
    message: upload.message,
    file_name: upload.fileName,
    kind: upload.kind as FileKind,
    size: upload.size,
    state: upload.state,
    refusal_reason: upload.refusalReason,
    state_changed_at: upload.stateChangedAt?.toISOString() ?? null,
    created_at: upload.createdAt.toISOString(),
    expires_at: upload.expiresAt.toISOString(),
    /** The file can still be downloaded (kept 90 days). */
    file_available: !expired && upload.storageKey !== null,
  };
}

export type PresentedClientDataUpload = ReturnType<typeof presentUpload>;

function selectUploads(db: Db) {
  return db
    .select(columns)
    .from(clientDataUploads)
    .innerJoin(organizations, eq(organizations.id, clientDataUploads.organizationId))
    .leftJoin(uploaderIdentity, eq(uploaderIdentity.id, clientDataUploads.uploadedBy))
    .leftJoin(uploader, eq(uploader.id, uploaderIdentity.userId));
}

export async function listSchoolUploads(db: Db, schoolId: number) {
  const rows = await selectUploads(db)
    .where(eq(clientDataUploads.organizationId, schoolId))
    .orderBy(desc(clientDataUploads.createdAt), desc(clientDataUploads.id))
    .limit(200);
  return rows.map((row) => presentUpload(row));
}

/** One upload of the school, or 404 (another school's id answers as a missing one). */
export async function loadSchoolUpload(db: Db, schoolId: number, id: number) {
  const [row] = await selectUploads(db).where(
    and(eq(clientDataUploads.id, id), eq(clientDataUploads.organizationId, schoolId)),
  );
  if (!row) throw notFound('Upload');
  return row;
}

export const presentSchoolUpload = (row: Row) => presentUpload(row);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function listAllUploads(
  db: Db,
  filter: { state?: ClientDataUploadState; search?: string; schoolId?: number },
) {
  const conditions: SQL[] = [];
  if (filter.state) conditions.push(eq(clientDataUploads.state, filter.state));
  if (filter.schoolId) conditions.push(eq(clientDataUploads.organizationId, filter.schoolId));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    const either = or(ilike(organizations.name, pattern), ilike(clientDataUploads.fileName, pattern));
    if (either) conditions.push(either);
  }
  const rows = await selectUploads(db)
    .where(and(...conditions))
    .orderBy(desc(clientDataUploads.createdAt), desc(clientDataUploads.id))
    .limit(500);
  return rows.map((row) => presentUpload(row));
}

export async function loadAnyUpload(db: Db, id: number) {
  const [row] = await selectUploads(db).where(eq(clientDataUploads.id, id));
  if (!row) throw notFound('Upload');
  return row;
}

export async function sendClientDataUpload(
  db: Db,
  storage: FileStorage,
  claims: TokenClaims,
  schoolId: number,
  upload: { fileName: string; bytes: Buffer },
  message: string,
) {
  const kind = checkUploadedFile(upload.fileName, upload.bytes, clientDataPolicy);
  const storageKey = newStorageKey('client-data');
  await storage.put(storageKey, upload.bytes);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(clientDataUploads)
        .values({
          organizationId: schoolId,
          uploadedBy: claims.identityId,
          message,
          fileName: upload.fileName,
          kind,
          size: upload.bytes.length,
          storageKey,
          expiresAt: new Date(Date.now() + clientDataRetentionDays * day),
        })
        .returning({ id: clientDataUploads.id });
      await recordEvent(tx as unknown as Db, claims, {
        category: 'School Admin',
        action: 'Sent client data upload',
        details: {
          upload_id: row.id,
          school_id: schoolId,
          file_name: upload.fileName,
          size: upload.bytes.length,
        },
      });
      return row.id;
    });
    return presentUpload(await loadSchoolUpload(db, schoolId, id));
  } catch (error) {
    await storage.remove([storageKey]);
    throw error;
  }
}

export async function setUploadState(
  db: Db,
  claims: TokenClaims,
  id: number,
  change: { state: Exclude<ClientDataUploadState, 'withdrawn'>; refusal_reason?: string | null },
) {
  const reason = change.refusal_reason?.trim() ?? '';
  if (change.state === 'refused' && !reason)
    throw new AppError('validation_failed', 'refusal_reason: say why the upload is refused', [
      'refusal_reason: is required when the state is refused',
    ]);
  const { upload } = await loadAnyUpload(db, id);
  if (upload.state === 'withdrawn')
    throw new AppError('conflict', 'The school withdrew this upload; its state no longer changes');
  await db.transaction(async (tx) => {
    // Not over a withdrawal that came between the check above and this write.
    const [row] = await tx
      .update(clientDataUploads)
      .set({
        state: change.state,
        refusalReason: change.state === 'refused' ? reason : null,
        stateChangedAt: new Date(),
        stateChangedBy: claims.identityId,
      })
      .where(and(eq(clientDataUploads.id, id), ne(clientDataUploads.state, 'withdrawn')))
      .returning({ id: clientDataUploads.id });
    if (!row) throw new AppError('conflict', 'The school withdrew this upload; its state no longer changes');
    await recordEvent(tx as unknown as Db, claims, {
      category: 'Superadmin',
      action: 'Changed client data upload state',
      details: { upload_id: id, state: change.state, ...(change.state === 'refused' ? { reason } : {}) },
    });
  });
  return presentUpload(await loadAnyUpload(db, id));
}

/** States in which the school may still take its upload back: the team has not finished with it. */
const withdrawable: ClientDataUploadState[] = ['received', 'in_work'];

/**
 * The school takes its upload back before the team is done: the record stays as 'withdrawn' (the team
 * sees it so), the file is deleted at once. A done, refused or already withdrawn upload answers 409.
 */
export async function withdrawUpload(
  db: Db,
  storage: FileStorage,
  claims: TokenClaims,
  schoolId: number,
  id: number,
) {
  const { upload } = await loadSchoolUpload(db, schoolId, id);
  if (!withdrawable.includes(upload.state))
    throw new AppError(
      'conflict',
      `Only an upload the team has not finished can be withdrawn; this one is ${upload.state.replace('_', ' ')}`,
    );
  const key = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(clientDataUploads)
      .set({
        state: 'withdrawn',
        stateChangedAt: new Date(),
        stateChangedBy: claims.identityId,
        storageKey: null,
      })
      .where(and(eq(clientDataUploads.id, id), inArray(clientDataUploads.state, withdrawable)))
      .returning({ id: clientDataUploads.id });
    if (!row) throw new AppError('conflict', 'The upload changed state meanwhile; reload it');
    await recordEvent(tx as unknown as Db, claims, {
      category: 'School Admin',
      action: 'Withdrew client data upload',
      details: { upload_id: id, school_id: schoolId, file_name: upload.fileName },
    });
    return upload.storageKey;
  });
  if (key) await storage.remove([key]);
  return presentUpload(await loadSchoolUpload(db, schoolId, id));
}

/** The file of an upload while it is kept; 410 after it expired. */
export async function readUploadFile(storage: FileStorage, row: Row) {
  const { upload } = row;
  if (upload.state === 'withdrawn')
    throw new AppError('link_expired', 'The school withdrew this upload and its file was deleted');
  if (upload.expiresAt.getTime() <= Date.now() || !upload.storageKey)
    throw new AppError(
      'link_expired',
      `The file was kept for ${clientDataRetentionDays} days and has expired; the record stays`,
    );
  const bytes = await storage.get(upload.storageKey);
  if (!bytes) throw notFound('File');
  return { name: upload.fileName, kind: upload.kind as FileKind, bytes };
}

/** Nightly: the bytes of uploads past their expiry go; their records (state, message, name) stay. */
export async function purgeExpiredClientData(db: Db, storage: FileStorage, now = new Date()) {
  const expired = await db
    .select({ id: clientDataUploads.id, key: clientDataUploads.storageKey })
    .from(clientDataUploads)
    .where(and(lt(clientDataUploads.expiresAt, now), isNotNull(clientDataUploads.storageKey)));
  if (expired.length === 0) return 0;
  await db
    .update(clientDataUploads)
    .set({ storageKey: null })
    .where(
      inArray(
        clientDataUploads.id,
        expired.map((row) => row.id),
      ),
    );
  await storage.remove(expired.flatMap((row) => (row.key ? [row.key] : [])));
  return expired.length;
}

import { createHash } from 'node:crypto';
import { desc, eq, ilike } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { type BucketFile, bucketFiles } from '../../db/schema';
import { notFound } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';
import { checkUploadedFile, type UploadPolicy } from './fileChecks';
import { type FileKind, fileKinds, inlineKinds } from './fileKinds';
import { type FileStorage, newStorageKey } from './fileStorage';

/** What the file store takes: images for logos, documents for guides; 10 MB each. */
export const bucketFilePolicy: UploadPolicy = {
  kinds: [
    'png',
    'jpeg',
    'gif',
    'webp',
    'svg',
    'pdf',
    'docx',
    'xlsx',
    'pptx',
    'odt',
    'ods',
    'odp',
    'csv',
    'txt',
  ],
  maxBytes: 10 * 1024 * 1024,
};

/** The address pages link to; the name is only for reading (the id finds the file, so a replaced file keeps its links). */
export const publicFilePath = (file: Pick<BucketFile, 'id' | 'name'>) =>
  `/api/files/${file.id}/${encodeURIComponent(file.name)}`;

export function presentBucketFile(file: BucketFile) {
  const kind = file.kind as FileKind;
  return {
    id: file.id,
    name: file.name,
    kind,
    content_type: fileKinds[kind].contentType,
    /** Raster images open in place (a page may show them); everything else downloads. */
    opens_in_browser: inlineKinds.has(kind),
    size: file.size,
    sha256: file.sha256,
    url: publicFilePath(file),
    created_at: file.createdAt.toISOString(),
    updated_at: file.updatedAt.toISOString(),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function listBucketFiles(db: Db, search: string) {
  const rows = await db
    .select()
    .from(bucketFiles)
    .where(search ? ilike(bucketFiles.name, `%${escapeLike(search)}%`) : undefined)
    .orderBy(desc(bucketFiles.updatedAt), desc(bucketFiles.id))
    .limit(500);
  return rows.map(presentBucketFile);
}

export async function loadBucketFile(db: Db, id: number): Promise<BucketFile> {
  const [file] = await db.select().from(bucketFiles).where(eq(bucketFiles.id, id));
  if (!file) throw notFound('File');
  return file;
}

type Upload = { fileName: string; bytes: Buffer };

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export async function addBucketFile(db: Db, storage: FileStorage, claims: TokenClaims, upload: Upload) {
  const kind = checkUploadedFile(upload.fileName, upload.bytes, bucketFilePolicy);
  const storageKey = newStorageKey('bucket');
  await storage.put(storageKey, upload.bytes);
  try {
    const file = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(bucketFiles)
        .values({
          name: upload.fileName,
          kind,
          size: upload.bytes.length,
          sha256: sha256(upload.bytes),
          storageKey,
          uploadedBy: claims.identityId,
        })
        .returning();
      await recordEvent(tx as unknown as Db, claims, {
        category: 'Superadmin',
        action: 'Uploaded file to the file store',
        details: { file_id: row.id, name: row.name, kind, size: row.size },
      });
      return row;
    });
    return presentBucketFile(file);
  } catch (error) {
    await storage.remove([storageKey]);
    throw error;
  }
}

/** New bytes (and name) under the same id and address; the old bytes go once the row points at the new ones. */
export async function replaceBucketFile(
  db: Db,
  storage: FileStorage,
  claims: TokenClaims,
  id: number,
  upload: Upload,
) {
  const before = await loadBucketFile(db, id);
  const kind = checkUploadedFile(upload.fileName, upload.bytes, bucketFilePolicy);
  const storageKey = newStorageKey('bucket');
  await storage.put(storageKey, upload.bytes);
  const file = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(bucketFiles)
      .set({
        name: upload.fileName,
        kind,
        size: upload.bytes.length,
        sha256: sha256(upload.bytes),
        storageKey,
        uploadedBy: claims.identityId,
        updatedAt: new Date(),
      })
      .where(eq(bucketFiles.id, id))
      .returning();
    if (!row) throw notFound('File');
    await recordEvent(tx as unknown as Db, claims, {
      category: 'Superadmin',
      action: 'Replaced file in the file store',
      details: { file_id: id, previous_name: before.name, name: row.name, kind, size: row.size },
    });
    return row;
  });
  await storage.remove([before.storageKey]);
  return presentBucketFile(file);
}

export async function deleteBucketFile(db: Db, storage: FileStorage, claims: TokenClaims, id: number) {
  const file = await db.transaction(async (tx) => {
    const [row] = await tx.delete(bucketFiles).where(eq(bucketFiles.id, id)).returning();
    if (!row) throw notFound('File');
    await recordEvent(tx as unknown as Db, claims, {
      category: 'Superadmin',
      action: 'Deleted file from the file store',
      details: { file_id: id, name: row.name },
    });
    return row;
  });
  await storage.remove([file.storageKey]);
  return { id: file.id };
}

/** A stored file and its bytes for the public address, or 404. */
export async function readBucketFile(db: Db, storage: FileStorage, id: number) {
  const file = await loadBucketFile(db, id);
  const bytes = await storage.get(file.storageKey);
  if (!bytes) throw notFound('File');
  return { name: file.name, kind: file.kind as FileKind, bytes };
}

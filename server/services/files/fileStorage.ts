import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileBlobs } from '../../db/schema';

/**
 * Where the bytes of stored files live, behind one small interface so that another store (an
 * S3-compatible one) can take PostgreSQL's place without the features noticing. Features keep only
 * the key. Only the PostgreSQL store exists today: Debian offers no S3-compatible server to test a
 * client against, and an untested client would be worse than none.
 */
export interface FileStorage {
  readonly name: string;
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  remove(keys: string[]): Promise<void>;
}

/** The default store: a bytea row per key in `file_blobs`. */
export function postgresFileStorage(db: Db): FileStorage {
  return {
    name: 'postgres',
    async put(key, bytes) {
      await db.insert(fileBlobs).values({ key, bytes }).onConflictDoUpdate({
        target: fileBlobs.key,
        set: { bytes },
      });
    },
    async get(key) {
      const [row] = await db.select({ bytes: fileBlobs.bytes }).from(fileBlobs).where(eq(fileBlobs.key, key));
      return row ? row.bytes : null;
    },
    async remove(keys) {
      if (keys.length > 0) await db.delete(fileBlobs).where(inArray(fileBlobs.key, keys));
    },
  };
}

/** The configured store; PostgreSQL, the one there is. */
export const fileStorageFor = (db: Db): FileStorage => postgresFileStorage(db);

/** A fresh key under a feature's prefix (bucket/…, client-data/…): never derived from a file name. */
export const newStorageKey = (prefix: string) => `${prefix}/${randomUUID()}`;

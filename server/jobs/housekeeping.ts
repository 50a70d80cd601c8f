import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientLogs, revokedTokens } from '../db/schema';
import { pruneRateLimits } from '../http/rateLimit';
import { deleteExpiredExports } from '../services/exports/exportRecords';
import { purgeExpiredClientData } from '../services/files/clientDataUploads';
import { fileStorageFor } from '../services/files/fileStorage';
import { pruneImports } from '../services/imports/importRetention';
import type { JobDefinition } from './queue';

const clientLogRetentionDays = 90;

/**
 * Nightly: drop expired blacklist entries, old rate-limit windows, old client logs, expired result
 * exports, the uploaded files of imports committed over 30 days ago and imports abandoned for 7 days,
 * the files of client data uploads past their 90 days.
 */
export function housekeepingJob(db: Db): JobDefinition {
  return {
    name: 'housekeeping',
    cron: '17 3 * * *',
    handle: async () => {
      const now = new Date();
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
      await pruneRateLimits(db, new Date(now.getTime() - 24 * 3600 * 1000));
      await deleteExpiredExports(db, now);
      await pruneImports(db, now);
      await purgeExpiredClientData(db, fileStorageFor(db), now);
      await db
        .delete(clientLogs)
        .where(lt(clientLogs.createdAt, new Date(now.getTime() - clientLogRetentionDays * 24 * 3600 * 1000)));
    },
  };
}

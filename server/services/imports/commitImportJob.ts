import type { Database } from '../../db/client';
import type { JobDefinition } from '../../jobs/queue';
import type { Logger } from '../../logger';
import { type CommitJobData, commitJobName, runCommit } from './commitImport';

/** Large imports commit here, off the request; the record carries status and progress. */
export function commitImportJob(database: Database, logger?: Logger): JobDefinition<CommitJobData> {
  return { name: commitJobName, handle: (data) => runCommit(database, data, logger) };
}

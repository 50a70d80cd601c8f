import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/queue';
import { type BuildFilterJobData, buildFilterJobName, buildResultFilter } from './buildResultFilter';

/** Filters built from questions get their members here, off the request. */
export function buildResultFilterJob(db: Db): JobDefinition<BuildFilterJobData> {
  return { name: buildFilterJobName, handle: (data) => buildResultFilter(db, data) };
}

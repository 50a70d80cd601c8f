import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { demoResultsPeriodId } from '../../services/results/demoResults';

/**
 * The period /api/results/demo/ serves: the demo results dataset's, only while DEMO_DATA is on (a server
 * without demo data never serves one, even a dataset an earlier demo start left in its database).
 */
export async function servedDemoPeriodId(db: Db, demoData: boolean): Promise<number> {
  const periodId = demoData ? await demoResultsPeriodId(db) : null;
  if (periodId === null) throw new AppError('not_found', 'demo results are not available');
  return periodId;
}

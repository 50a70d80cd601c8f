import type { Db } from '../../server/db/client';
import type { organizations, surveyPeriods } from '../../server/db/schema';
import { schoolYearOf } from '../../server/services/benchmarks/benchmarkQueries';
import { computeDefinedBenchmark } from '../../server/services/benchmarks/computeDefinedBenchmark';
import {
  createDefinedBenchmark,
  loadDefinedBenchmark,
} from '../../server/services/benchmarks/definedBenchmarks';
import { buildIdentity, claimsFor } from '../../server/test/factories';
import { timed } from './measure';

type Parent = {
  organization: typeof organizations.$inferSelect;
  parent: typeof surveyPeriods.$inferSelect;
};

/**
 * Issue 16: a benchmark defined over the parent period's schools (its version, its school year, the
 * schools of its organisation), computed as the compute-defined-benchmark job computes it.
 */
export async function measureDefinedBenchmark(db: Db, versionId: number, { organization, parent }: Parent) {
  const { identity } = await buildIdentity(db, { type: 'super_admin', organizationId: null });
  const claims = { ...claimsFor(identity), tokenId: 'bench', expiresAt: 0 };
  const created = await createDefinedBenchmark(db, claims, {
    name: { en: 'Bench Municipality benchmark' },
    survey_version_ids: [versionId],
    school_years: [schoolYearOf(parent.startsAt)],
    parent_ids: [organization.id],
    min_schools: 3,
  });
  const run = await timed(() => computeDefinedBenchmark(db, created.id));
  const computed = await loadDefinedBenchmark(db, created.id);
  if (computed.compute_state !== 'done') throw new Error(`benchmark not computed: ${computed.compute_error}`);
  return { ms: run.ms, schools: computed.school_count, respondents: computed.respondent_count };
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import type { organizations, surveyPeriods } from '../../server/db/schema';
import { WHOLE_PERIOD } from '../../server/db/schema/resultCells';
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

/**
 * The floor under the computation: the least work that gives the same sums, one SQL aggregate of the
 * results cube's whole-period rows of the same schools (the organisation's, the version, the school
 * year), everything already folded as the bench leaves it, nothing scored or written. Best of three.
 */
export async function measureBenchmarkFloor(db: Db, versionId: number, { organization, parent }: Parent) {
  const schoolYear = schoolYearOf(parent.startsAt);
  let best = Number.POSITIVE_INFINITY;
  let groups = 0;
  for (let run = 0; run < 3; run++) {
    const { result, ms } = await timed(() =>
      db.execute(sql`
        select c.kind, c.key, c.value, sum(c.count) as count
        from result_cells c
        join survey_periods p on p.id = c.period_id
        join organizations o on o.id = p.organization_id
        where p.survey_version_id = ${versionId} and o.type = 'school' and o.parent_id = ${organization.id}
          and c.class_key = ${WHOLE_PERIOD}::int and c.grade = ${WHOLE_PERIOD}::int
          and (extract(year from p.starts_at at time zone 'UTC')::int
            - case when extract(month from p.starts_at at time zone 'UTC') < 9 then 1 else 0 end) = ${schoolYear}
        group by c.kind, c.key, c.value`),
    );
    groups = (result as unknown as { rows: unknown[] }).rows.length;
    best = Math.min(best, ms);
  }
  return { ms: best, groups };
}

import type { UnsettledAuth } from '../../auth/authenticate';
import type { TokenStanding } from '../../auth/revocation';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import type { ResultsReach } from '../../policies/results';

/**
 * A share link reads within the reach of the identity that made it (`madeBy`; null: its maker is
 * gone, it reads nothing; its permissions bound the benchmarks offered, benchmarkQueries.seesAllBenchmarks).
 * Without `madeBy` the caller has bounded the period itself (a published
 * action plan's own period) and it reads whole, as the demo does.
 */
export type ResultsViewer =
  | { kind: 'identity'; claims: TokenClaims; revocation?: PendingRevocation }
  | { kind: 'share'; periodId: number; madeBy?: (ResultsReach & Pick<TokenClaims, 'permissions'>) | null }
  | { kind: 'demo'; periodId: number };

/**
 * A signed token whose revocation is not read yet (a route with config.revocationInFirstRead): read
 * within the scope's statement when that goes to `primary` (a replica may lag behind a revocation),
 * else alone, first. Either way it is settled before anything else of the read.
 */
export type PendingRevocation = {
  auth: UnsettledAuth;
  primary: Db;
  readAlone: () => Promise<TokenStanding>;
};

export type ScopePeriod = {
  id: number;
  name: string;
  organizationId: number;
  parentPeriodId: number | null;
  startsAt: Date;
  endsAt: Date;
  closedAt: Date | null;
  expectedCount: number;
  surveyVersionId: number;
};

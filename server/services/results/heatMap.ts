import { suppressBreakdown } from '../../../common/results/anonymity';
import { pillarScoresFromTallies } from '../../../common/results/scoring';
import type { HeatMapResult } from '../../../common/results/types';
import type { Db } from '../../db/client';
import { fieldError } from '../../http/errors';
import { loadScoreTalliesByPeriod } from './answerCounts';
import { assertWholeParent, type ResultsScope } from './resultsScope';

/**
 * A parent period's schools against its pillars. Schools too small to show, and the smallest others
 * where the total would give them away, carry their reason and no numbers. It sets schools side by
 * side, so a reader who sees only their own school of the parent period is refused (403): their
 * school against the whole is the summary with the parent's aggregate as benchmark.
 */
export async function loadHeatMap(db: Db, scope: ResultsScope): Promise<HeatMapResult> {
  if (scope.identifiers.type !== 'parent_period') {
    throw fieldError('period_identifiers.type: the heat map needs a parent_period');
  }
  assertWholeParent(scope, 'Heat maps');
  const byPeriod = await loadScoreTalliesByPeriod(db, scope, {});
  const names = new Map(scope.organizations.map((organization) => [organization.id, organization.name]));
  const counted = new Set(scope.periodIds);
  const schools = scope.periods
    .filter((period) => counted.has(period.id))
    .map((period) => ({
      id: period.organizationId,
      periodId: period.id,
      name: names.get(period.organizationId) ?? '',
      tallies: byPeriod.get(period.id) ?? { respondents: 0, items: {} },
    }));
  const reasons = suppressBreakdown(
    schools.map((school) => ({ n: school.tallies.respondents })),
    scope.anonymity.minGroup,
    true,
  );
  return {
    pillars: scope.content.pillars.map(({ id, name }) => ({ id, name })),
    schools: schools.map((school, index) => {
      const hidden = reasons[index];
      if (hidden)
        return {
          id: school.id,
          periodId: school.periodId,
          name: school.name,
          respondents: null,
          hidden,
          scores: {},
        };
      return {
        id: school.id,
        periodId: school.periodId,
        name: school.name,
        respondents: school.tallies.respondents,
        hidden: null,
        scores: pillarScoresFromTallies(scope.content, school.tallies, scope.anonymity),
      };
    }),
  };
}

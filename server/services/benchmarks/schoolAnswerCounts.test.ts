import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { buildSchool } from '../../test/factories';
import { buildResponses, buildResultsPeriod } from '../../test/resultsFactories';
import { climateSurvey } from '../../test/resultsTestWorld';
import { buildPublishedSurvey } from '../../test/surveyFactories';
import { useTestDatabase } from '../../test/useTestDatabase';
import { foldPendingResponses } from '../resultCells/foldCells';
import { loadSchoolAnswerCounts } from './schoolAnswerCounts';

describe('school answer counts for benchmarks', () => {
  let db: Db;
  useTestDatabase((database) => {
    db = database.db;
  });

  it('reads the folded responses from the cube and the rest live, counting each once', async () => {
    const content = climateSurvey();
    const { version } = await buildPublishedSurvey(db, null, { content });
    const periods = [];
    for (let school = 0; school < 2; school++) {
      const { school: organization } = await buildSchool(db);
      const period = await buildResultsPeriod(db, {
        organizationId: organization.id,
        surveyVersionId: version.id,
      });
      periods.push(period);
      await buildResponses(
        db,
        Array.from({ length: 12 }, (_, n) => ({
          periodId: period.id,
          answers: {
            safe: 1 + (n % 5),
            clubs: n % 3 === 0 ? ['a', 'b'] : ['b'],
            grid: { i1: 1 + (n % 4) },
            note: 'free text is never counted',
          },
        })),
      );
    }
    const live = await loadSchoolAnswerCounts(db, version.id, content);
    expect(live.map((school) => school.counts.respondents)).toEqual([12, 12]);
    const bySchool = (rows: typeof live) => [...rows].sort((a, b) => a.schoolId - b.schoolId);

    await foldPendingResponses(db, { batchSize: 7 });
    expect(bySchool(await loadSchoolAnswerCounts(db, version.id, content))).toEqual(bySchool(live));
    while ((await foldPendingResponses(db)) > 0) {}
    expect(bySchool(await loadSchoolAnswerCounts(db, version.id, content))).toEqual(bySchool(live));
  });
});

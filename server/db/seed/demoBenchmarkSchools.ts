import { and, asc, eq } from 'drizzle-orm';
import type { LanguageCode } from '../../../common/languages';
import { computeBenchmarks } from '../../services/benchmarks/computeBenchmarks';
import type { Db } from '../client';
import { organizations } from '../schema';
import { noAudience, surveyPeriods, surveys, surveyVersions } from '../schema/surveys';
import type { DemoRound } from './demoAnswerPlans';
import { answerThroughOpenedLinks, insertHeadCountClasses } from './demoClassLinks';
import { seededRandom } from './demoPeople';
import { demoClaims, runDemoPeriod } from './demoPeriods';

/** Three more schools of Demo Municipality, each a little different, so each school's benchmark has ≥ 3 other schools. */
const benchmarkSchools = [
  {
    name: 'Demo Gymnasium',
    slug: 'demo-gymnasium',
    city: 'Riga',
    classNames: ['10.a', '10.b', '11.a', '12.a'],
    shift: { teaching: 0.3, engagement: -0.2 },
    seed: 2701,
  },
  {
    name: 'Demo Basic School',
    slug: 'demo-basic',
    // Its Region is Kurzeme (demoOrganizationCatalogue.ts): a Kurzeme town, not Riga.
    city: 'Kuldīga',
    classNames: ['7.a', '8.a', '9.a'],
    shift: { safety: -0.25, belonging: 0.2 },
    seed: 2702,
  },
  // A benchmark is other schools only (issue 35): a third school keeps three others beside each one.
  {
    name: 'Demo Riverside School',
    slug: 'demo-riverside',
    city: 'Riga',
    classNames: ['7.a', '8.a', '9.a', '10.a'],
    shift: { engagement: 0.15, safety: 0.1 },
    seed: 2703,
  },
];

/**
 * Benchmarks for the demo: Demo Gymnasium, Demo Basic School and Demo Riverside School ran the library student survey in
 * the same rounds as Demo Secondary School (Spring and Rudens 2026), answered through class links,
 * so in each of those school years every school has at least three others on the version; then the benchmarks
 * are computed at once rather than waiting for the nightly job.
 */
export async function seedDemoBenchmarkSchools(db: Db): Promise<void> {
  const [municipality] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.slug, 'demo-municipality'));
  const [secondary] = await db.select().from(organizations).where(eq(organizations.slug, 'demo-school'));
  if (!municipality || !secondary) return;
  const rounds = await db
    .select({ period: surveyPeriods, content: surveyVersions.content })
    .from(surveyPeriods)
    .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
    .innerJoin(surveys, eq(surveys.id, surveyVersions.surveyId))
    .where(and(eq(surveyPeriods.organizationId, secondary.id), eq(surveys.slug, 'student-wellbeing')))
    .orderBy(asc(surveyPeriods.startsAt));
  const closedRounds = rounds.filter(({ period }) => period.endsAt < new Date()).slice(0, 2);
  const claims =
    (await demoClaims(db, 'organization_admin', 'orgadmin', municipality.id)) ??
    (await demoClaims(db, 'super_admin', 'super'));
  if (closedRounds.length === 0 || !claims) return;

  for (const school of benchmarkSchools) {
    const random = seededRandom(school.seed);
    const [row] = await db
      .insert(organizations)
      .values({
        parentId: municipality.id,
        type: 'school',
        name: school.name,
        slug: school.slug,
        city: school.city,
        country: 'LV',
      })
      .returning();
    const made = await insertHeadCountClasses(
      db,
      row.id,
      school.classNames,
      () => 20 + Math.floor(random() * 8),
    );
    for (const [index, { period, content }] of closedRounds.entries()) {
      const run = await runDemoPeriod(db, claims, row.id, {
        surveyVersionId: period.surveyVersionId,
        name: period.name,
        startsAt: period.startsAt,
        endsAt: period.endsAt,
        anonymous: true,
        languages: period.languages as LanguageCode[],
        audience: { ...noAudience, classIds: made.map((klass) => klass.id) },
      });
      await answerThroughOpenedLinks(
        db,
        {
          content,
          period: run,
          made,
          share: [0.7, 0.9],
          round: (index === 0 ? 'spring' : 'autumn') as DemoRound,
          shift: school.shift,
        },
        random,
      );
    }
  }
  await computeBenchmarks(db);
}

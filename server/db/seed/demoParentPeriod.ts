import { and, desc, eq } from 'drizzle-orm';
import type { LanguageCode } from '../../../common/languages';
import type { Db } from '../client';
import { organizations } from '../schema';
import { noAudience, surveyPeriods, surveys, surveyVersions } from '../schema/surveys';
import { answerThroughOpenedLinks, insertHeadCountClasses } from './demoClassLinks';
import { seededRandom } from './demoPeople';
import { demoClaims, runDemoPeriod } from './demoPeriods';

/** Grades 7–9 of the primary (basic) school, counted by head: they answer through class links. */
const primaryUpperClasses = ['7.a', '7.b', '8.a', '8.b', '9.a', '9.b'];
/** The primary school feels safer and closer, its teaching a little weaker: the heat map shows it. */
const primaryShift = { safety: 0.35, belonging: 0.3, teaching: -0.35, engagement: 0.15 };

async function bySlug(db: Db, slug: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.slug, slug));
  return row;
}

/**
 * Demo Municipality's parent period over both demo schools: the closed Pavasaris 2026 run at Demo
 * Secondary School becomes one child; Demo Primary School gets grades 7–9 and a child with about
 * 120 answers of its own.
 */
export async function seedDemoParentPeriod(db: Db): Promise<void> {
  const municipality = await bySlug(db, 'demo-municipality');
  const secondary = await bySlug(db, 'demo-school');
  const primary = await bySlug(db, 'demo-primary');
  if (!municipality || !secondary || !primary) return;
  const [spring] = await db
    .select({ period: surveyPeriods, content: surveyVersions.content })
    .from(surveyPeriods)
    .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
    .innerJoin(surveys, eq(surveys.id, surveyVersions.surveyId))
    .where(
      and(
        eq(surveyPeriods.organizationId, secondary.id),
        eq(surveyPeriods.name, 'Pavasaris 2026'),
        eq(surveys.slug, 'student-wellbeing'),
      ),
    )
    .orderBy(desc(surveyPeriods.id))
    .limit(1);
  const claims =
    (await demoClaims(db, 'organization_admin', 'orgadmin', municipality.id)) ??
    (await demoClaims(db, 'super_admin', 'super'));
  if (!spring || !claims) return;
  const random = seededRandom(2604);

  const made = await insertHeadCountClasses(
    db,
    primary.id,
    primaryUpperClasses,
    () => 22 + Math.floor(random() * 6),
  );
  const child = await runDemoPeriod(db, claims, primary.id, {
    surveyVersionId: spring.period.surveyVersionId,
    name: spring.period.name,
    startsAt: spring.period.startsAt,
    endsAt: spring.period.endsAt,
    anonymous: true,
    languages: spring.period.languages as LanguageCode[],
    audience: { ...noAudience, classIds: made.map((klass) => klass.id) },
  });
  const [parent] = await db
    .insert(surveyPeriods)
    .values({
      organizationId: municipality.id,
      surveyVersionId: spring.period.surveyVersionId,
      name: 'Novada labbūtība — pavasaris 2026',
      startsAt: spring.period.startsAt,
      endsAt: spring.period.endsAt,
      anonymous: true,
      languages: spring.period.languages,
      audience: { ...spring.period.audience, classIds: [], groupIds: [], grades: [7, 8, 9, 10, 11, 12] },
      expectedCount: spring.period.expectedCount + child.expectedCount,
      createdBy: claims.identityId,
      createdAt: spring.period.createdAt,
    })
    .returning();
  for (const id of [spring.period.id, child.id])
    await db.update(surveyPeriods).set({ parentPeriodId: parent.id }).where(eq(surveyPeriods.id, id));

  await answerThroughOpenedLinks(
    db,
    {
      content: spring.content,
      period: child,
      made,
      share: [0.75, 0.9],
      round: 'spring',
      shift: primaryShift,
    },
    random,
  );
}

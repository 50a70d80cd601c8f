import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { organizations } from '../schema';
import { noAudience, polls, surveyPeriods, surveys, surveyVersions } from '../schema/surveys';
import { headCountClasses, insertHeadCountClasses } from './demoClassLinks';
import { answerThroughClassLinks } from './demoLinkResponses';
import { seededRandom } from './demoPeople';
import { studentWellbeingSurvey } from './librarySurveys/studentWellbeing';

/** The organisation behind /api/results/demo/: not a customer, never shown as one. */
export const demoResultsSlug = 'balss-demo-results';

const classNames = ['7.a', '7.b', '8.a', '8.b', '9.a', '9.b', '10.a', '10.b', '11.a', '11.b', '12.a', '12.b'];
const startsAt = new Date('2026-02-02T08:00:00+02:00');
const endsAt = new Date('2026-02-20T23:59:00+02:00');

/**
 * The results anyone may explore without signing in: a closed run of the student wellbeing survey
 * at 'Balss demo school' with about 300 anonymous answers over twelve classes. Made on every start
 * when missing (production too), always the same answers (seeded), never twice.
 */
export async function seedDemoResultsDataset(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, demoResultsSlug));
  if (existing) return;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const random = seededRandom(2602);
    const [school] = await t
      .insert(organizations)
      .values({
        type: 'school',
        name: 'Balss demo school',
        slug: demoResultsSlug,
        city: 'Riga',
        country: 'LV',
      })
      .returning();
    const made = await insertHeadCountClasses(t, school.id, classNames, () => 26 + Math.floor(random() * 6));
    const [survey] = await t
      .insert(surveys)
      .values({
        slug: `${demoResultsSlug}-student-wellbeing`,
        organizationId: school.id,
        audience: 'student',
        draft: studentWellbeingSurvey,
      })
      .returning();
    const [version] = await t
      .insert(surveyVersions)
      .values({
        surveyId: survey.id,
        number: 1,
        content: studentWellbeingSurvey,
        languages: ['en', 'lv', 'ru'],
      })
      .returning();
    const [period] = await t
      .insert(surveyPeriods)
      .values({
        organizationId: school.id,
        surveyVersionId: version.id,
        name: 'Ziema 2026',
        startsAt,
        endsAt,
        closedAt: endsAt,
        anonymous: true,
        languages: ['lv', 'en', 'ru'],
        audience: { ...noAudience, classIds: made.map((klass) => klass.id) },
        expectedCount: made.reduce((sum, klass) => sum + (klass.numStudents ?? 0), 0),
      })
      .returning();
    const links = await t
      .insert(polls)
      .values(made.map((klass) => ({ periodId: period.id, kind: 'class_link' as const, classId: klass.id })))
      .returning();
    await answerThroughClassLinks(
      t,
      {
        content: studentWellbeingSurvey,
        period,
        classes: headCountClasses(made, links),
        share: [0.78, 0.92],
        round: 'spring',
      },
      random,
    );
  });
}

import { desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { organizations, surveys, surveyVersions } from '../schema';
import { demoClaims, runDemoPeriod } from './demoPeriods';

const day = 24 * 60 * 60 * 1000;

/**
 * Demo Secondary School asks its parents through a public link (shown with its QR code on the period's
 * page), so /teacher/poll/{poll_url} and the public-link flow can be tried by anyone who starts the app.
 */
export async function seedDemoPublicParentPeriod(db: Db): Promise<void> {
  const [school] = await db.select().from(organizations).where(eq(organizations.slug, 'demo-school'));
  const admin = school && (await demoClaims(db, 'school_admin', 'admin', school.id));
  const [version] = await db
    .select({ id: surveyVersions.id })
    .from(surveyVersions)
    .innerJoin(surveys, eq(surveys.id, surveyVersions.surveyId))
    .where(eq(surveys.slug, 'parent-survey'))
    .orderBy(desc(surveyVersions.number))
    .limit(1);
  if (!school || !admin || !version) return;
  const now = Date.now();
  await runDemoPeriod(db, admin, school.id, {
    surveyVersionId: version.id,
    name: 'Vecāki, ziema 2026 (publiska saite)',
    startsAt: new Date(now - day),
    endsAt: new Date(now + 28 * day),
    anonymous: true,
    languages: ['lv', 'en', 'ru'],
    audience: { classIds: [], groupIds: [], grades: [], teachers: false, parents: false, publicLink: true },
  });
}

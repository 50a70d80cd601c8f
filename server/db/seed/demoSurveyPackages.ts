import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { organizations } from '../schema/organizations';
import { surveyPackageOrganizations, surveyPackageSurveys, surveyPackages } from '../schema/surveyPackages';
import { surveys } from '../schema/surveys';
import { seedFreePackage } from './freePackage';
import { librarySurveys } from './librarySurveys/librarySurveys';

/**
 * The demo's packages, named in Latvian as the team of a Latvian installation names them (typed data, like the
 * demo periods): Demo Municipality (and so each of its schools) holds every demo library survey from 2026 on,
 * open-ended, in "Pašvaldības skolu pakete"; the free package holds the student wellbeing survey, which the solo demo account
 * runs.
 */
export async function seedDemoSurveyPackages(db: Db): Promise<void> {
  const library = await db
    .select({ id: surveys.id, slug: surveys.slug })
    .from(surveys)
    .where(
      inArray(
        surveys.slug,
        librarySurveys.map((survey) => survey.slug),
      ),
    );
  const [municipality] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, 'demo-municipality'));
  if (!library.length || !municipality) return;
  const [demo] = await db
    .insert(surveyPackages)
    .values({
      name: 'Pašvaldības skolu pakete',
      description: 'Visas bibliotēkas aptaujas Demo Municipality skolām līdz turpmākam paziņojumam.',
      validFrom: '2026-01-01',
    })
    .returning();
  await db
    .insert(surveyPackageSurveys)
    .values(library.map((survey) => ({ packageId: demo.id, surveyId: survey.id })));
  await db.insert(surveyPackageOrganizations).values({ packageId: demo.id, organizationId: municipality.id });
  const wellbeing = library.find((survey) => survey.slug === 'student-wellbeing');
  if (wellbeing)
    await db
      .insert(surveyPackageSurveys)
      .values({ packageId: await seedFreePackage(db), surveyId: wellbeing.id })
      .onConflictDoNothing();
}

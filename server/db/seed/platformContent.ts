import type { Db } from '../client';
import { seedFreePackage } from './freePackage';
import { seedInitialTerms } from './initialTerms';
import { seedPlatformSubjects } from './platformSubjects';
import { seedSelfAssessmentSurvey } from './selfAssessmentSurvey';
import { syncTranslations } from './translations';

/**
 * What every installation needs before anyone signs in: translations, terms v1, platform subjects,
 * the public self-assessment survey and the free survey package. (The demo results dataset is demo
 * data: db/prepareDatabase.ts.)
 */
export async function seedPlatformContent(db: Db): Promise<void> {
  await syncTranslations(db);
  await seedInitialTerms(db);
  await seedPlatformSubjects(db);
  await seedSelfAssessmentSurvey(db);
  await seedFreePackage(db);
}

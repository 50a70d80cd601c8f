import type { Db } from '../client';
import { seedDemoResultsDataset } from './demoResultsDataset';
import { seedFreePackage } from './freePackage';
import { seedInitialTerms } from './initialTerms';
import { seedPlatformSubjects } from './platformSubjects';
import { seedSelfAssessmentSurvey } from './selfAssessmentSurvey';
import { syncTranslations } from './translations';

/**
 * What every installation needs before anyone signs in: translations, terms v1, platform subjects,
 * the public self-assessment survey, the free survey package and the demo results dataset.
 */
export async function seedPlatformContent(db: Db): Promise<void> {
  await syncTranslations(db);
  await seedInitialTerms(db);
  await seedPlatformSubjects(db);
  await seedSelfAssessmentSurvey(db);
  await seedFreePackage(db);
  await seedDemoResultsDataset(db);
}

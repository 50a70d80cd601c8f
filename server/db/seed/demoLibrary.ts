import { eq, inArray } from 'drizzle-orm';
import { publishSurvey } from '../../services/surveys/surveyWrites';
import type { Db } from '../client';
import { surveys, surveyVersions } from '../schema/surveys';
import { demoClaims } from './demoPeriods';
import { librarySurveys } from './librarySurveys/librarySurveys';

/** When the library surveys were written, before the demo school first ran one. */
const writtenAt = new Date('2026-01-12T09:00:00Z');

/**
 * The library surveys, each published as version 1 in en, lv and ru by the demo super-admin
 * (publishSurvey checks the structure and every text). Answers each slug's version id.
 */
export async function seedLibrarySurveys(db: Db): Promise<Map<string, number>> {
  const superAdmin = await demoClaims(db, 'super_admin', 'super');
  if (!superAdmin) throw new Error('demo seed: the library surveys need a super-admin to publish them');
  const versions = new Map<string, number>();
  for (const library of librarySurveys) {
    const [survey] = await db
      .insert(surveys)
      .values({
        slug: library.slug,
        organizationId: null,
        audience: library.audience,
        draft: library.content,
        createdBy: superAdmin.identityId,
      })
      .returning();
    const version = await publishSurvey(db, superAdmin, survey, ['en', 'lv', 'ru']);
    versions.set(library.slug, version.id);
  }
  const when = writtenAt < new Date() ? writtenAt : new Date();
  const slugs = librarySurveys.map((library) => library.slug);
  const rows = await db
    .update(surveys)
    .set({ createdAt: when, updatedAt: when })
    .where(inArray(surveys.slug, slugs))
    .returning({ id: surveys.id });
  for (const row of rows)
    await db.update(surveyVersions).set({ publishedAt: when }).where(eq(surveyVersions.surveyId, row.id));
  return versions;
}

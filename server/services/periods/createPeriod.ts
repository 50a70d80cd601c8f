import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SurveyLanguage } from '../../../common/languages';
import type { ResultsDetail } from '../../../common/results/types';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { type PeriodAudience, polls, surveyPeriods, surveys, surveyVersions } from '../../db/schema/surveys';
import { fieldError } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';
import { copyPeriodProperties } from '../organizationCatalogue/periodProperties';
import { surveyLanguageCodes } from '../translations/surveyLanguages';
import { resolveAudience } from './audience';

export type NewPeriod = {
  surveyVersionId: number;
  name: string;
  startsAt: Date;
  endsAt: Date;
  anonymous: boolean;
  /** How finely its results are cut by roster once released (absent: by class). */
  resultsDetail?: ResultsDetail;
  languages: SurveyLanguage[];
  audience: PeriodAudience;
};

/** The secret part of public and class links: 128 bits, URL-safe. */
export const newUrlToken = () => randomBytes(16).toString('base64url');

export async function loadRunnableVersion(db: Db, versionId: number, schoolId: number) {
  const [row] = await db
    .select({ version: surveyVersions, survey: surveys })
    .from(surveyVersions)
    .innerJoin(surveys, eq(surveys.id, surveyVersions.surveyId))
    .where(eq(surveyVersions.id, versionId));
  if (!row || row.survey.archivedAt) throw fieldError('survey_version_id: no such survey version');
  const [owner] = row.survey.organizationId
    ? await db.select().from(organizations).where(eq(organizations.id, row.survey.organizationId))
    : [null];
  const usable = !owner || owner.id === schoolId || owner.id === (await parentOf(db, schoolId));
  // Whoever runs periods at the school may run the library's surveys and the school's (or its organisation's) own.
  if (!usable) throw fieldError('survey_version_id: no such survey version');
  return row;
}

async function parentOf(db: Db, schoolId: number) {
  const [school] = await db
    .select({ parentId: organizations.parentId })
    .from(organizations)
    .where(eq(organizations.id, schoolId));
  return school?.parentId ?? null;
}

/** A period at one school with its polls: one per identified respondent, a class link per class, a public link. */
export async function createPeriod(
  db: Db,
  claims: TokenClaims,
  schoolId: number,
  input: NewPeriod,
  parentPeriodId?: number,
) {
  if (input.endsAt <= input.startsAt) throw fieldError('ends_at: must be after starts_at');
  if (input.endsAt <= new Date()) throw fieldError('ends_at: must be in the future');
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { version, survey } = await loadRunnableVersion(t, input.surveyVersionId, schoolId);
    const unpublished = input.languages.filter((language) => !version.languages.includes(language));
    if (unpublished.length)
      throw fieldError(`languages: not published in this version: ${unpublished.join(', ')}`);
    const offered = await surveyLanguageCodes(t);
    const switchedOff = input.languages.filter((language) => !offered.includes(language));
    if (switchedOff.length)
      throw fieldError(`languages: not offered for surveys now: ${switchedOff.join(', ')}`);
    const { audience } = input;
    if (
      survey.audience === 'student' &&
      !audience.classIds.length &&
      !audience.grades.length &&
      !audience.groupIds.length &&
      !audience.publicLink
    )
      throw fieldError('audience: choose at least one class, grade or group, or a public link');
    const resolved = await resolveAudience(t, schoolId, survey.audience, audience);
    const [period] = await t
      .insert(surveyPeriods)
      .values({
        organizationId: schoolId,
        surveyVersionId: version.id,
        parentPeriodId: parentPeriodId ?? null,
        name: input.name,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        anonymous: input.anonymous,
        resultsDetail: input.resultsDetail,
        languages: input.languages,
        audience,
        expectedCount: resolved.expectedCount,
        createdBy: claims.identityId,
      })
      .returning();
    const pollRows = [
      ...resolved.identityIds.map((identityId) => ({
        periodId: period.id,
        kind: 'identified' as const,
        identityId,
      })),
      ...resolved.linkClassIds.map((classId) => ({
        periodId: period.id,
        kind: 'class_link' as const,
        classId,
        urlToken: newUrlToken(),
      })),
      ...(audience.publicLink
        ? [{ periodId: period.id, kind: 'public_link' as const, urlToken: newUrlToken() }]
        : []),
    ];
    for (let i = 0; i < pollRows.length; i += 500) await t.insert(polls).values(pollRows.slice(i, i + 500));
    // The school's properties and tags as they are now: benchmarks read this copy (organisation catalogue).
    await copyPeriodProperties(t, period.id, claims.userId);
    await recordEvent(t, claims, {
      category: 'Survey builder',
      action: 'Started survey period',
      details: {
        period_id: period.id,
        survey_id: survey.id,
        version: version.number,
        polls: pollRows.length,
      },
    });
    return period;
  });
}

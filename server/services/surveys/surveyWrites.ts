import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { LanguageCode, SurveyLanguage } from '../../../common/languages';
import { emptySurveyContent, type Localized, type SurveyContent } from '../../../common/survey/content';
import { contentProblems, missingTexts } from '../../../common/survey/contentRules';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { type SurveyAudience, surveys, surveyVersions } from '../../db/schema/surveys';
import { AppError } from '../../http/errors';
import { usernameBase } from '../accounts/usernames';
import { recordEvent } from '../events/recordEvent';
import { assertSurveyLanguages } from '../translations/surveyLanguages';
import type { SurveyRow } from './surveyAccess';

const slugFor = (title: string) =>
  `${usernameBase(title, '').replaceAll('.', '-').slice(0, 40)}-${randomBytes(3).toString('hex')}`;

export async function createSurvey(
  db: Db,
  claims: TokenClaims,
  input: {
    organizationId: number | null;
    audience: SurveyAudience;
    title: string;
    language: LanguageCode;
    copyOf?: SurveyContent;
    copiedFromId?: number;
    titles?: Localized;
  },
) {
  const draft: SurveyContent = input.copyOf ? structuredClone(input.copyOf) : emptySurveyContent();
  const titles = Object.fromEntries(Object.entries(input.titles ?? {}).filter(([, text]) => text));
  draft.title = { ...draft.title, ...titles, [input.language]: input.title };
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .insert(surveys)
      .values({
        slug: slugFor(input.title),
        organizationId: input.organizationId,
        audience: input.audience,
        draft,
        copiedFromId: input.copiedFromId ?? null,
        createdBy: claims.identityId,
      })
      .returning();
    await recordEvent(t, claims, {
      category: 'Survey builder',
      action: input.copiedFromId ? 'Copied survey' : 'Created survey',
      details: { survey_id: row.id, copied_from: input.copiedFromId ?? null },
    });
    return row;
  });
}

/** Autosave: refused with 409 when someone saved since the revision the builder last saw. */
export async function saveDraft(db: Db, survey: SurveyRow, content: SurveyContent, revision: number) {
  const [row] = await db
    .update(surveys)
    .set({ draft: content, draftRevision: sql`${surveys.draftRevision} + 1`, updatedAt: new Date() })
    .where(and(eq(surveys.id, survey.id), eq(surveys.draftRevision, revision)))
    .returning();
  if (!row) {
    throw new AppError(
      'conflict',
      'The survey was changed elsewhere since you opened it; reload to see the latest version',
    );
  }
  return row;
}

/**
 * Publishing freezes the draft as the next version. The structure must be sound, and every text
 * must be filled in each language published.
 */
export async function publishSurvey(
  db: Db,
  claims: TokenClaims,
  survey: SurveyRow,
  languages: SurveyLanguage[],
) {
  const problems = contentProblems(survey.draft);
  if (!survey.draft.modules.some((module) => module.questions.length))
    problems.push('modules: the survey has no questions');
  for (const language of languages) {
    const missing = missingTexts(survey.draft, language);
    if (missing.length)
      problems.push(
        `languages.${language}: texts missing for ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? '…' : ''}`,
      );
  }
  if (problems.length) throw new AppError('validation_failed', problems[0], problems);
  await assertSurveyLanguages(db, 'languages', languages);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [latest] = await t
      .select()
      .from(surveyVersions)
      .where(eq(surveyVersions.surveyId, survey.id))
      .orderBy(desc(surveyVersions.number))
      .limit(1);
    if (
      latest &&
      JSON.stringify(latest.content) === JSON.stringify(survey.draft) &&
      sameLanguages(latest.languages, languages)
    )
      throw new AppError('conflict', `Nothing has changed since version ${latest.number}`);
    const [version] = await t
      .insert(surveyVersions)
      .values({
        surveyId: survey.id,
        number: (latest?.number ?? 0) + 1,
        content: survey.draft,
        languages,
        publishedBy: claims.identityId,
      })
      .returning();
    await recordEvent(t, claims, {
      category: 'Survey builder',
      action: 'Published survey',
      details: { survey_id: survey.id, version: version.number, languages },
    });
    return version;
  });
}

const sameLanguages = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();

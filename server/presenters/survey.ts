import { questionCount } from '../../common/survey/content';
import type { surveys, surveyVersions } from '../db/schema/surveys';

type SurveyRow = typeof surveys.$inferSelect;
type VersionRow = typeof surveyVersions.$inferSelect;

export function presentVersion(version: VersionRow) {
  return {
    id: version.id,
    number: version.number,
    languages: version.languages,
    published_at: version.publishedAt.toISOString(),
    question_count: questionCount(version.content),
  };
}

export function presentSurveySummary(
  survey: SurveyRow,
  extra: { latestVersion: VersionRow | null; editable: boolean },
) {
  return {
    id: survey.id,
    uuid: survey.uuid,
    slug: survey.slug,
    title: survey.draft.title,
    audience: survey.audience,
    library: survey.organizationId === null,
    organization_id: survey.organizationId,
    question_count: questionCount(survey.draft),
    latest_version: extra.latestVersion ? presentVersion(extra.latestVersion) : null,
    updated_at: survey.updatedAt.toISOString(),
    can: { edit: extra.editable },
  };
}

/** The builder's view: the draft with its revision and problems, and the published versions. */
export function presentSurvey(
  survey: SurveyRow,
  extra: { versions: VersionRow[]; editable: boolean; problems: string[] },
) {
  return {
    ...presentSurveySummary(survey, { latestVersion: extra.versions[0] ?? null, editable: extra.editable }),
    draft: survey.draft,
    revision: survey.draftRevision,
    problems: extra.problems,
    versions: extra.versions.map(presentVersion),
  };
}

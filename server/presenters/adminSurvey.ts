import { questionCount } from '../../common/survey/content';
import type { organizations } from '../db/schema';
import type { surveys, surveyTags, surveyVersions } from '../db/schema/surveys';
import { presentVersion } from './survey';

type SurveyRow = typeof surveys.$inferSelect;
type TagRow = typeof surveyTags.$inferSelect;
type VersionRow = typeof surveyVersions.$inferSelect;
type OrganizationRow = typeof organizations.$inferSelect;

export const presentTag = (tag: TagRow) => ({ id: tag.id, name: tag.name });

export const presentOwner = (organization: OrganizationRow | null) =>
  organization ? { id: organization.id, name: organization.name, type: organization.type } : null;

/** One survey in the back-office list; `owner` null is the library. */
export function presentAdminSurveyRow(
  survey: SurveyRow,
  organization: OrganizationRow | null,
  extra: { tags: TagRow[]; latestVersion: VersionRow | null; periodCount: number },
) {
  return {
    id: survey.id,
    uuid: survey.uuid,
    title: survey.draft.title,
    audience: survey.audience,
    owner: presentOwner(organization),
    latest_version: extra.latestVersion ? presentVersion(extra.latestVersion) : null,
    tags: extra.tags.map(presentTag),
    period_count: extra.periodCount,
    archived: survey.archivedAt !== null,
    updated_at: survey.updatedAt.toISOString(),
  };
}

/** The overview tab: the list row and where the survey came from, who made it and its draft. */
export function presentAdminSurvey(
  survey: SurveyRow,
  organization: OrganizationRow | null,
  extra: {
    tags: TagRow[];
    latestVersion: VersionRow | null;
    periodCount: number;
    copiedFrom: Pick<SurveyRow, 'id' | 'draft'> | null;
    createdBy: string | null;
  },
) {
  return {
    ...presentAdminSurveyRow(survey, organization, extra),
    slug: survey.slug,
    created_at: survey.createdAt.toISOString(),
    created_by: extra.createdBy,
    copied_from: extra.copiedFrom ? { id: extra.copiedFrom.id, title: extra.copiedFrom.draft.title } : null,
    draft_revision: survey.draftRevision,
    draft_question_count: questionCount(survey.draft),
    archived_at: survey.archivedAt?.toISOString() ?? null,
  };
}

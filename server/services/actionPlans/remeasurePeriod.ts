import { and, desc, eq, gt } from 'drizzle-orm';
import type { SurveyContent } from '../../../common/survey/content';
import type { Db } from '../../db/client';
import { type PlanFocusItem, surveyPeriods, surveyVersions } from '../../db/schema';
import { periodStatus } from '../periods/periodStatus';

/** Whether a survey's content can answer a focus item: the pillar, or the question key (matrix items as `question.item`). */
export function contentHasFocus(content: SurveyContent, item: PlanFocusItem): boolean {
  if (item.kind === 'pillar') return (content.pillars ?? []).some((pillar) => pillar.id === item.ref);
  const [questionId, itemId] = item.ref.split('.');
  return content.modules.some((module) =>
    module.questions.some(
      (question) =>
        question.id === questionId &&
        (itemId === undefined
          ? question.type !== 'matrix'
          : (question.items ?? []).some((i) => i.id === itemId)),
    ),
  );
}

/**
 * The school's later, finished periods that can re-measure the plan's focus: the same survey run
 * again, or another survey asking the same questions (and pillars); newest first.
 */
export async function remeasureCandidates(
  db: Db,
  planPeriod: { id: number; organizationId: number; startsAt: Date },
  focus: PlanFocusItem[],
  now = new Date(),
): Promise<{ id: number; name: string }[]> {
  if (focus.length === 0) return [];
  const rows = await db
    .select({
      id: surveyPeriods.id,
      name: surveyPeriods.name,
      startsAt: surveyPeriods.startsAt,
      endsAt: surveyPeriods.endsAt,
      closedAt: surveyPeriods.closedAt,
      content: surveyVersions.content,
    })
    .from(surveyPeriods)
    .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
    .where(
      and(
        eq(surveyPeriods.organizationId, planPeriod.organizationId),
        gt(surveyPeriods.startsAt, planPeriod.startsAt),
      ),
    )
    .orderBy(desc(surveyPeriods.startsAt))
    .limit(20);
  return rows
    .filter((row) => periodStatus(row, now) === 'closed')
    .filter((row) => focus.every((item) => contentHasFocus(row.content, item)))
    .map(({ id, name }) => ({ id, name }));
}

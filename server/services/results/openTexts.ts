import { sql } from 'drizzle-orm';
import type { SurveyLanguage } from '../../../common/languages';
import type { ActiveFilters, OpenTextResult } from '../../../common/results/types';
import { allQuestions } from '../../../common/survey/content';
import type { Db } from '../../db/client';
import { responses } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { discloseReleasedTexts, releasedScope } from '../disclosure/releasedScope';
import type { ResultsScope } from './resultsScope';
import { assertFiltersInScope, selectionCondition } from './selection';
import { isTextQuestion } from './textQuestions';
import { loadWordCloud } from './wordcloud';

/** At most this many answers are sent; `total` says how many there are. */
export const openTextLimit = 1000;

/**
 * The free-text answers of one question in the selection, shuffled so that their order says nothing
 * about who wrote them, with the words they use most.
 */
export async function loadOpenTexts(
  db: Db,
  scope: ResultsScope,
  filters: ActiveFilters,
  questionId: string,
  language: SurveyLanguage,
): Promise<OpenTextResult> {
  const question = allQuestions(scope.content).find((q) => q.id === questionId);
  if (!question || !isTextQuestion(question)) {
    throw fieldError('question_id: is not a free-text question of this survey');
  }
  await assertFiltersInScope(db, scope, filters);
  const found = await releasedScope(db, scope);
  const hidden =
    'resultsFrom' in found ? 'not_released' : await discloseReleasedTexts(db, found, filters, questionId);
  if (hidden || 'resultsFrom' in found) return { questionId, hidden, answers: [], total: 0, words: [] };

  const text = sql<string>`trim(${responses.answers} ->> ${questionId})`;
  const rows = await db
    .select({ text, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(responses)
    .where(sql`${selectionCondition(found.scope, filters)} and coalesce(${text}, '') <> ''`)
    .orderBy(sql`random()`)
    .limit(openTextLimit);
  const answers = rows.map((row) => row.text);
  return {
    questionId,
    hidden: null,
    answers,
    total: rows[0]?.total ?? 0,
    words: await loadWordCloud(db, answers, language),
  };
}

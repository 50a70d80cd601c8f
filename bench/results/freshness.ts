import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ResultsSummary } from '../../common/results/types';
import type { Answers } from '../../common/survey/answerTypes';
import { allQuestions, type Question, type SurveyContent } from '../../common/survey/content';
import { newResponseId } from '../../common/survey/responseId';
import type { Db } from '../../server/db/client';
import { polls, surveyPeriods } from '../../server/db/schema';
import type { Api } from './api';

function answerFor(question: Question): Answers[string] {
  switch (question.type) {
    case 'agreement':
    case 'frequency':
      return 4;
    case 'rating':
      return 8;
    case 'single':
      return question.options?.[0]?.id ?? null;
    case 'multiple':
      return question.options?.slice(0, 1).map((option) => option.id) ?? null;
    case 'matrix':
      return Object.fromEntries((question.items ?? []).map((item) => [item.id, 4]));
    case 'text_short':
    case 'text_long':
      return 'Vēlā atbilde';
    case 'number':
      return 1;
  }
}

/**
 * A latecomer: the period is extended (as "extend" does), a public link is made, one response is
 * finished through PUT /api/public-polls/:token/responses/:id, and the summary is read until it
 * counts it. Answers milliseconds from the submission to the summary showing it.
 */
export async function measureFreshness(db: Db, api: Api, periodId: number, content: SurveyContent) {
  const summaryOf = () =>
    api.post<ResultsSummary>('/results/v2/summary', { period_identifiers: { type: 'period', id: periodId } });
  const [period] = await db.select().from(surveyPeriods).where(eq(surveyPeriods.id, periodId));
  await db
    .update(surveyPeriods)
    .set({ endsAt: new Date(Date.now() + 86_400_000) })
    .where(eq(surveyPeriods.id, periodId));
  const urlToken = randomUUID().replaceAll('-', '');
  await db.insert(polls).values({ periodId, kind: 'public_link', urlToken });
  try {
    const before = (await summaryOf()).info.survey_info.num_finished;
    const answers = Object.fromEntries(allQuestions(content).map((q) => [q.id, answerFor(q)]));
    const started = performance.now();
    await api.put(`/public-polls/${urlToken}/responses/${newResponseId()}`, {
      answers,
      finished: true,
      language: 'lv',
    });
    while (performance.now() - started < 30_000) {
      if ((await summaryOf()).info.survey_info.num_finished > before) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return Number.POSITIVE_INFINITY;
  } finally {
    await db.update(surveyPeriods).set({ endsAt: period.endsAt }).where(eq(surveyPeriods.id, periodId));
  }
}

import type { LanguageCode } from '../../../common/languages';
import type { SurveyContent } from '../../../common/survey/content';
import type { Db } from '../client';
import { responses } from '../schema/surveys';
import { type DemoRound, studentPlan } from './demoAnswerPlans';
import { generateAnswers, pickWeighted, type Random } from './demoAnswers';
import { finishedResponse } from './demoResponses';

/** A class counted by head only (no registered students): they answer through the class link. */
export type HeadCountClass = { id: number; name: string; grade: number; numStudents: number; pollId: number };

const languages: [LanguageCode, number][] = [
  ['lv', 68],
  ['ru', 24],
  ['en', 8],
];

/**
 * Anonymous finished responses through class links: in each class a share between `low` and
 * `high` of its head count answers; `shift` moves a pillar's lean (one school differing from another).
 */
export async function answerThroughClassLinks(
  db: Db,
  input: {
    content: SurveyContent;
    period: { id: number; startsAt: Date; endsAt: Date; anonymous: boolean };
    classes: HeadCountClass[];
    share: [low: number, high: number];
    round: DemoRound;
    shift?: Partial<Record<string, number>>;
  },
  random: Random,
): Promise<number> {
  const [low, high] = input.share;
  const rows = input.classes.flatMap((klass) =>
    Array.from({ length: Math.round(klass.numStudents * (low + random() * (high - low))) }, () => {
      const [language] = pickWeighted(random, languages, 1);
      const plan = studentPlan(
        { grade: klass.grade, className: klass.name, round: input.round, language },
        random,
      );
      const lean = (pillar: string | null) => plan.lean(pillar) + ((pillar && input.shift?.[pillar]) || 0);
      const { respondentId: _, ...row } = finishedResponse(
        {
          content: input.content,
          period: input.period,
          pollId: klass.pollId,
          respondentId: 0,
          answers: generateAnswers(input.content, { ...plan, lean }),
          place: { classId: klass.id, grade: klass.grade, groupIds: [] },
          language,
        },
        random,
      );
      return row;
    }),
  );
  for (let i = 0; i < rows.length; i += 500) await db.insert(responses).values(rows.slice(i, i + 500));
  return rows.length;
}

import { and, asc, eq, isNull } from 'drizzle-orm';
import type { LanguageCode } from '../../../common/languages';
import type { SurveyContent } from '../../../common/survey/content';
import type { Db } from '../client';
import { classes, classStudents, groupMembers, groups, identities, users } from '../schema';
import { type DemoRound, studentPlan } from './demoAnswerPlans';
import { generateAnswers, pickWeighted, type Random } from './demoAnswers';
import {
  finishedResponse,
  identifiedPolls,
  insertFinishedResponses,
  type ResponseInput,
} from './demoResponses';

/** A registered student where they sit: class, grade and groups, as a response records them. */
export type Seat = {
  identityId: number;
  username: string;
  classId: number;
  className: string;
  grade: number;
  groupIds: number[];
};

export async function studentSeats(db: Db, schoolId: number): Promise<Seat[]> {
  const rows = await db
    .select({
      identityId: classStudents.identityId,
      username: users.username,
      classId: classes.id,
      className: classes.name,
      grade: classes.grade,
    })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .innerJoin(identities, eq(identities.id, classStudents.identityId))
    .innerJoin(users, eq(users.id, identities.userId))
    .where(
      and(eq(classes.organizationId, schoolId), isNull(classes.archivedAt), isNull(identities.archivedAt)),
    )
    .orderBy(asc(classes.id), asc(classStudents.identityId));
  const memberships = await db
    .select({ identityId: groupMembers.identityId, groupId: groupMembers.groupId })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groups.organizationId, schoolId), isNull(groups.archivedAt)));
  return rows.map((row) => ({
    ...row,
    grade: row.grade ?? 0,
    groupIds: memberships.filter((m) => m.identityId === row.identityId).map((m) => m.groupId),
  }));
}

/** Who answers: in each class a share of its students between `low` and `high`. */
export function answeringSeats(seats: Seat[], [low, high]: [number, number], random: Random): Seat[] {
  const classIds = [...new Set(seats.map((seat) => seat.classId))];
  return classIds.flatMap((classId) => {
    const shuffled = seats.filter((seat) => seat.classId === classId);
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    return shuffled.slice(0, Math.round(shuffled.length * (low + random() * (high - low))));
  });
}

/** Mostly Latvian, some Russian and English, as in a Riga school. */
const studentLanguages: [LanguageCode, number][] = [
  ['lv', 68],
  ['ru', 24],
  ['en', 8],
];

/** Finished responses (and receipts) from these students, each through their own poll. */
export async function answerAsStudents(
  db: Db,
  content: SurveyContent,
  period: ResponseInput['period'],
  seats: Seat[],
  round: DemoRound,
  random: Random,
): Promise<number> {
  const pollOf = await identifiedPolls(db, period.id);
  const rows = seats.map((seat) => {
    const [language] = pickWeighted(random, studentLanguages, 1);
    const plan = studentPlan({ grade: seat.grade, className: seat.className, round, language }, random);
    const input: ResponseInput = {
      content,
      period,
      pollId: pollOf.get(seat.identityId) as number,
      respondentId: seat.identityId,
      answers: generateAnswers(content, plan),
      place: { classId: seat.classId, grade: seat.grade, groupIds: seat.groupIds },
      language,
    };
    return finishedResponse(input, random);
  });
  await insertFinishedResponses(db, rows);
  return rows.length;
}

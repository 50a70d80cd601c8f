import { randomUUID } from 'node:crypto';
import type { Answers } from '../../common/survey/answerTypes';
import type { Db } from '../db/client';
import { responses, surveyPeriods } from '../db/schema';
import { buildSchool } from './factories';
import { buildClass } from './respondentFactories';
import { buildPublishedSurvey } from './surveyFactories';

/** The i-th respondent's answers to sampleSurvey(); the first writes a formula-looking text. */
function answersOf(index: number): Answers {
  return {
    grade: index % 2 ? 'g7' : 'g8',
    safe: 1 + (index % 5),
    bored: 1 + ((index + 2) % 5),
    climate: { kind: 1 + ((index + 1) % 5), noise: 1 + ((index + 3) % 5) },
    recommend: index % 11,
    why_unsafe: index === 0 ? '=HYPERLINK("http://evil.test","click")' : `Reason ${index}`,
  };
}

/** A school with a closed period of sampleSurvey(): class A with `large` and class B with `small` finished responses. */
export async function buildSchoolWithResults(
  db: Db,
  sizes: { large: number; small: number } = { large: 9, small: 3 },
) {
  const { school, parent } = await buildSchool(db);
  const { version } = await buildPublishedSurvey(db, school.id);
  const classA = await buildClass(db, school.id, { name: '7.a', grade: 7 });
  const classB = await buildClass(db, school.id, { name: '8.b', grade: 8 });
  const [period] = await db
    .insert(surveyPeriods)
    .values({
      organizationId: school.id,
      surveyVersionId: version.id,
      name: 'Pavasaris',
      startsAt: new Date(Date.now() - 20 * 86400_000),
      endsAt: new Date(Date.now() - 86400_000),
      closedAt: new Date(Date.now() - 86400_000),
      languages: ['en', 'lv', 'ru'],
      audience: {
        classIds: [classA.id, classB.id],
        groupIds: [],
        grades: [],
        teachers: false,
        parents: false,
        publicLink: false,
      },
      expectedCount: sizes.large + sizes.small + 3,
    })
    .returning();
  const rows = [
    ...Array.from({ length: sizes.large }, () => classA),
    ...Array.from({ length: sizes.small }, () => classB),
  ].map((klass, index) => ({
    id: randomUUID(),
    periodId: period.id,
    classId: klass.id,
    grade: klass.grade,
    language: 'lv',
    status: 'finished' as const,
    answers: answersOf(index),
    finishedAt: new Date(Date.now() - 2 * 86400_000),
  }));
  await db.insert(responses).values(rows);
  return { school, parent, period, classA, classB, version };
}

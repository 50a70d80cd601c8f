import { eq } from 'drizzle-orm';
import type { SurveyContent } from '../../common/survey/content';
import { defaultQuestionCountZones } from '../../common/survey/content';
import { groups, type IdentityType, identities, teachingAssignments } from '../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from './factories';
import { buildClass } from './respondentFactories';
import { buildResponses, buildResultsPeriod } from './resultsFactories';
import { buildPublishedSurvey } from './surveyFactories';
import type { TestApp } from './testApp';

const en = (text: string) => ({ en: text, lv: text, ru: text });

/** One pillar over an agreement question and a matrix with a reversed item; multiple choice; free text. */
export const climateSurvey = (): SurveyContent => ({
  title: { en: 'Climate', lv: 'Klimats', ru: 'Климат' },
  intro_text: {},
  pillars: [{ id: 'p1', name: en('Safety') }],
  question_count_zones: defaultQuestionCountZones,
  modules: [
    {
      id: 'm1',
      title: en('School'),
      intro: {},
      questions: [
        {
          id: 'safe',
          type: 'agreement',
          text: en('I feel safe.'),
          required: true,
          reverse: false,
          pillar: 'p1',
        },
        {
          id: 'clubs',
          type: 'multiple',
          text: en('Clubs'),
          required: false,
          reverse: false,
          pillar: null,
          options: [
            { id: 'a', label: en('Art') },
            { id: 'b', label: en('Band') },
          ],
        },
        {
          id: 'grid',
          type: 'matrix',
          scale: 'agreement',
          text: en('In class'),
          required: false,
          reverse: false,
          pillar: 'p1',
          items: [
            { id: 'i1', text: en('Calm') },
            { id: 'i2', text: en('Noisy'), reverse: true },
          ],
        },
        {
          id: 'note',
          type: 'text_short',
          text: en('Anything else?'),
          required: false,
          reverse: false,
          pillar: null,
        },
      ],
    },
  ],
});

/**
 * Class A (7, the first six also in the group): safe 5,5,4,4,4,3,1; clubs [a] ×4, [a,b] ×3; grid i1 4, i2 2; note given.
 * Class B (3): safe 2,2,2; clubs [b]; grid i1 3, i2 3; note given.
 * Class C (2): safe 5,5; no clubs; grid i1 5, i2 1.
 */
export function schoolAnswers(
  periodId: number,
  classIds: { a: number; b: number; c: number },
  groupId: number,
) {
  const a = [5, 5, 4, 4, 4, 3, 1].map((safe, index) => ({
    periodId,
    classId: classIds.a,
    grade: 7,
    groupIds: index < 6 ? [groupId] : [],
    answers: {
      safe,
      clubs: index < 4 ? ['a'] : ['a', 'b'],
      grid: { i1: 4, i2: 2 },
      note: `Kind teachers ${index}`,
    },
  }));
  const b = [2, 2, 2].map((safe, index) => ({
    periodId,
    classId: classIds.b,
    grade: 8,
    answers: { safe, clubs: ['b'], grid: { i1: 3, i2: 3 }, note: `Noisy corridors ${index}` },
  }));
  const c = [5, 5].map((safe) => ({
    periodId,
    classId: classIds.c,
    grade: 8,
    answers: { safe, grid: { i1: 5, i2: 1 } },
  }));
  return [...a, ...b, ...c];
}

export async function buildResultsWorld(ctx: TestApp) {
  const db = ctx.deps.database.db;
  const { school, parent } = await buildSchool(db);
  const { version, survey } = await buildPublishedSurvey(db, school.id, { content: climateSurvey() });
  const period = await buildResultsPeriod(db, {
    organizationId: school.id,
    surveyVersionId: version.id,
    expectedCount: 24,
  });
  const classA = await buildClass(db, school.id, { name: '7.a' });
  const classB = await buildClass(db, school.id, { name: '8.b' });
  const classC = await buildClass(db, school.id, { name: '8.c' });
  const [group] = await db.insert(groups).values({ organizationId: school.id, name: 'Choir' }).returning();
  await buildResponses(db, schoolAnswers(period.id, { a: classA.id, b: classB.id, c: classC.id }, group.id));

  const tokenOf = async (type: IdentityType, organizationId: number | null, permissions = {}) => {
    const { identity } = await buildIdentity(db, { type, organizationId, permissions });
    return { identity, token: await tokenFor(ctx.deps, identity) };
  };
  const owner = await tokenOf('school_admin', school.id, { view_survey_results: true });
  const teacher = await tokenOf('teacher', school.id);
  await db
    .update(identities)
    .set({ teacherAccessToResults: true })
    .where(eq(identities.id, teacher.identity.id));
  await db.insert(teachingAssignments).values({ teacherId: teacher.identity.id, classId: classA.id });

  return {
    db,
    school,
    parent,
    survey,
    version,
    period,
    classes: { a: classA, b: classB, c: classC },
    group,
    tokenOf,
    owner,
    teacher,
    post: (url: string, payload: object, token?: string) =>
      ctx.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} }),
    get: (url: string, token?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} }),
  };
}

export type ResultsWorld = Awaited<ReturnType<typeof buildResultsWorld>>;

/** Every number in a value, to prove that a hidden answer gives nothing away. */
export function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

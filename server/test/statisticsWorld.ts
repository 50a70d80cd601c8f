import type { Answers } from '../../common/survey/answerTypes';
import type { SurveyContent } from '../../common/survey/content';
import { defaultQuestionCountZones } from '../../common/survey/content';
import type { IdentityType } from '../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from './factories';
import { buildClass } from './respondentFactories';
import { buildResponses, buildResultsPeriod } from './resultsFactories';
import { buildPublishedSurvey } from './surveyFactories';
import type { TestApp } from './testApp';

const en = (text: string) => ({ en: text, lv: text, ru: text });
const question = (id: string, type: 'agreement' | 'rating', pillar: string, reverse = false) => ({
  id,
  type,
  text: en(id),
  required: true,
  reverse,
  pillar,
});

/** Two themes: safety (an agreement item and a reversed one), learning (an agreement item and a 0–10 rating). */
export const twoThemeSurvey = (): SurveyContent => ({
  title: en('Two themes'),
  intro_text: {},
  pillars: [
    { id: 'safety', name: en('Safety') },
    { id: 'learning', name: en('Learning') },
  ],
  question_count_zones: defaultQuestionCountZones,
  modules: [
    {
      id: 'm1',
      title: en('School'),
      intro: {},
      questions: [
        question('safe', 'agreement', 'safety'),
        question('bullied', 'agreement', 'safety', true),
        question('learn', 'agreement', 'learning'),
        question('feedback', 'rating', 'learning'),
      ],
    },
  ],
});

/**
 * Twelve respondents a period (nine in class 7.a, three in 8.b). In spring everyone feels safe and
 * learns little, each a bit differently; by autumn learning has risen by one point on every scale.
 */
export function periodAnswers(learningRise: number): Answers[] {
  return Array.from({ length: 12 }, (_, index) => ({
    safe: 4 + (index % 2),
    bullied: 1 + (index % 3 === 0 ? 1 : 0),
    learn: Math.min(5, 2 + (index % 3 === 1 ? 1 : 0) + learningRise),
    feedback: Math.min(10, 3 + (index % 4) + learningRise * 2),
  }));
}

/** A respondent's own theme scores by hand (0..100 item scores averaged per theme), for the tests. */
export function handThemeScores(answers: Answers) {
  const five = (value: number) => ((value - 1) / 4) * 100;
  const safe = five(answers.safe as number);
  const bullied = 100 - five(answers.bullied as number);
  const learn = five(answers.learn as number);
  const feedback = (answers.feedback as number) * 10;
  return { safety: (safe + bullied) / 2, learning: (learn + feedback) / 2 };
}

/** A school with a spring and a later autumn period of twoThemeSurvey, its admin, and callers who may not read. */
export async function buildStatisticsWorld(ctx: TestApp) {
  const db = ctx.deps.database.db;
  const { school } = await buildSchool(db);
  const { version } = await buildPublishedSurvey(db, school.id, { content: twoThemeSurvey() });
  const classA = await buildClass(db, school.id, { name: '7.a', grade: 7 });
  const classB = await buildClass(db, school.id, { name: '8.b', grade: 8 });
  const day = 86_400_000;
  const spring = await buildResultsPeriod(db, {
    organizationId: school.id,
    surveyVersionId: version.id,
    name: 'Spring',
    startsAt: new Date(Date.now() - 200 * day),
    endsAt: new Date(Date.now() - 180 * day),
    expectedCount: 15,
  });
  const autumn = await buildResultsPeriod(db, {
    organizationId: school.id,
    surveyVersionId: version.id,
    name: 'Autumn',
    startsAt: new Date(Date.now() - 30 * day),
    endsAt: new Date(Date.now() - day),
    expectedCount: 15,
  });
  const answers = { spring: periodAnswers(0), autumn: periodAnswers(1) };
  for (const [period, given] of [
    [spring, answers.spring],
    [autumn, answers.autumn],
  ] as const) {
    await buildResponses(
      db,
      given.map((answer, index) => ({
        periodId: period.id,
        classId: index < 9 ? classA.id : classB.id,
        grade: index < 9 ? 7 : 8,
        answers: answer,
      })),
    );
  }
  const tokenOf = async (type: IdentityType, organizationId: number | null, permissions = {}) => {
    const { identity } = await buildIdentity(db, { type, organizationId, permissions });
    return tokenFor(ctx.deps, identity);
  };
  const other = await buildSchool(db);
  return {
    db,
    school,
    spring,
    autumn,
    answers,
    classes: { a: classA, b: classB },
    admin: await tokenOf('school_admin', school.id, { view_survey_results: true }),
    otherAdmin: await tokenOf('school_admin', other.school.id, { view_survey_results: true }),
    student: await tokenOf('student', school.id),
    post: (url: string, payload: object, token?: string, language = 'en') =>
      ctx.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...(token ? bearer(token) : {}), language },
      }),
  };
}

export type StatisticsWorld = Awaited<ReturnType<typeof buildStatisticsWorld>>;

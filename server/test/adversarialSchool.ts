import { eq } from 'drizzle-orm';
import type { ResultsDetail } from '../../common/results/types';
import type { SurveyContent } from '../../common/survey/content';
import { defaultQuestionCountZones } from '../../common/survey/content';
import { groups, identities, teachingAssignments } from '../db/schema';
import { type KnownFilter, type RawResponse, seeded } from './anonymityProperty';
import { buildIdentity, buildSchool, tokenFor } from './factories';
import { buildClass } from './respondentFactories';
import { buildQuestionFilter, buildResponses, buildResultsPeriod } from './resultsFactories';
import { buildPublishedSurvey } from './surveyFactories';
import type { TestApp } from './testApp';

const en = (text: string) => ({ en: text, lv: text, ru: text });

/** The adversarial school's survey: two pillar items, a multiple choice, a matrix and a free text. */
export const adversarialSurvey = (): SurveyContent => ({
  title: en('Wellbeing'),
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
          id: 'bullied',
          type: 'frequency',
          text: en('Bullied'),
          required: true,
          reverse: true,
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
            { id: 'i2', text: en('Kind') },
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

export const threshold = 5;
export const textThreshold = 10;

/**
 * An adversarial school: classes of 1 to 25 respondents over three grades, groups of 3 to 9 across
 * classes (one a whole class), a class where one pupil gave the one unusual answer, optional
 * questions and texts that only some answered.
 */
export async function adversarialSchool(t: TestApp, seed: number, detail: ResultsDetail = 'classes') {
  const db = t.deps.database.db;
  const random = seeded(seed);
  const { school } = await buildSchool(db);
  const { version } = await buildPublishedSurvey(db, school.id, { content: adversarialSurvey() });
  const sizes: [string, number][] = [
    ['7.a', 1],
    ['7.b', 2],
    ['7.c', 4],
    ['8.a', 5],
    ['8.b', 6],
    ['8.c', 9],
    ['9.a', 13],
    ['9.b', 25],
  ];
  const classes: Awaited<ReturnType<typeof buildClass>>[] = [];
  for (const [name] of sizes) classes.push(await buildClass(db, school.id, { name }));
  const groupRows = await db
    .insert(groups)
    .values(['Choir', 'Chess', 'Erasmus+', 'Band'].map((name) => ({ organizationId: school.id, name })))
    .returning();
  const seats = sizes.flatMap(([, size], index) => Array.from({ length: size }, () => classes[index]));
  const inGroup = (group: number, seat: number) =>
    group === 2 ? seats[seat].name === '8.b' : random.next() < [0.05, 0.11, 0, 0.14][group];
  const period = await buildResultsPeriod(db, {
    organizationId: school.id,
    surveyVersionId: version.id,
    resultsDetail: detail,
  });
  const seeds = seats.map((klass, seat) => {
    const unusual = klass.name === '9.b' && seat === seats.length - 1;
    return {
      periodId: period.id,
      classId: klass.id,
      grade: klass.grade,
      groupIds: groupRows.filter((_, group) => inGroup(group, seat)).map((group) => group.id),
      answers: {
        safe: unusual ? 1 : 1 + random.int(5),
        bullied: unusual ? 5 : klass.name === '9.b' ? 1 + random.int(2) : 1 + random.int(5),
        ...(random.next() < 0.7 ? { clubs: random.subset(['a', 'b'], 0.6) } : {}),
        ...(random.next() < 0.6
          ? { grid: { i1: 1 + random.int(5), ...(random.next() < 0.5 ? { i2: 3 } : {}) } }
          : {}),
        ...(random.next() < 0.5 ? { note: `Note ${seat}` } : {}),
      },
    };
  });
  await buildResponses(db, seeds);
  const rows: RawResponse[] = seeds.map((row) => ({ ...row, groupIds: row.groupIds }));
  const filters: KnownFilter[] = [
    {
      ...(await buildQuestionFilter(db, period.id, 'bullied', { 1: '1', 2: '2', 3: '3', 4: '4', 5: '5' })),
      question: 'bullied',
      values: { 1: '1', 2: '2', 3: '3', 4: '4', 5: '5' },
    },
    {
      ...(await buildQuestionFilter(db, period.id, 'safe', {
        1: 'low',
        2: 'low',
        3: 'mid',
        4: 'high',
        5: 'high',
      })),
      question: 'safe',
      values: { 1: 'low', 2: 'low', 3: 'mid', 4: 'high', 5: 'high' },
    },
  ];
  const { identity: admin } = await buildIdentity(db, {
    type: 'school_admin',
    organizationId: school.id,
    permissions: { view_survey_results: true, manage_survey_periods: true },
  });
  const { identity: teacher } = await buildIdentity(db, { type: 'teacher', organizationId: school.id });
  await db.update(identities).set({ teacherAccessToResults: true }).where(eq(identities.id, teacher.id));
  const taught = [classes[3].id, classes[7].id];
  await db.insert(teachingAssignments).values(taught.map((classId) => ({ teacherId: teacher.id, classId })));
  return {
    school,
    version,
    classes,
    world: {
      content: adversarialSurvey(),
      periodId: period.id,
      rows,
      classIds: classes.map((klass) => klass.id),
      groupIds: groupRows.map((group) => group.id),
      grades: [7, 8, 9],
      filters,
      adminToken: await tokenFor(t.deps, admin),
      teacher: { id: teacher.id, token: await tokenFor(t.deps, teacher), taught },
      random,
    } satisfies PropertyWorld,
  };
}

/** A released period, its raw rows and who reads it, for the property. */
export type PropertyWorld = {
  content: SurveyContent;
  periodId: number;
  rows: RawResponse[];
  classIds: number[];
  groupIds: number[];
  grades: number[];
  filters: KnownFilter[];
  adminToken: string;
  teacher: { id: number; token: string; taught: number[] };
  random: ReturnType<typeof seeded>;
};

import type { LanguageCode } from '../../../common/languages';
import type { AnswerValue } from '../../../common/survey/answerTypes';
import type { Question } from '../../../common/survey/content';
import { type AnswerPlan, normal, pickOne, pickWeighted, type Random } from './demoAnswers';
import { type ChangeTheme, studentBestThings, studentChanges, teacherImprovements } from './demoComments';

/** Which run of the student survey: results differ a little between them, as they would. */
export type DemoRound = 'spring' | 'autumn' | 'winter';
export type StudentProfile = { grade: number; className: string; round: DemoRound; language: LanguageCode };

type Shifts = Partial<Record<string, number>>;

const studentBase: Record<string, number> = {
  belonging: 3.9,
  safety: 4.0,
  teaching: 3.55,
  engagement: 3.7,
  teachers: 3.8,
  wellbeing: 3.6,
};
/** Per grade above 7: older students are less engaged and a little less well. */
const perGrade: Shifts = { engagement: -0.13, wellbeing: -0.08, belonging: -0.03, teachers: -0.03 };
/** What stands out in a class: 8.b has a safety problem, 12.a feels the exams coming. */
const classShifts: Record<string, Shifts> = {
  '7.a': { belonging: 0.2 },
  '8.b': { safety: -0.9, belonging: -0.35 },
  '10.a': { teaching: 0.3 },
  '12.a': { wellbeing: -0.35 },
};
/** Autumn is better than spring on teaching (the school worked on feedback over the summer). */
const roundShifts: Record<DemoRound, Shifts> = {
  spring: { wellbeing: -0.1 },
  autumn: { teaching: 0.25, engagement: 0.1 },
  winter: { teaching: 0.3, engagement: 0.05 },
};

/** The expected favourable mean (1–5) of a pillar for students of this class in this round. */
export function studentMean(pillar: string, profile: StudentProfile): number {
  return (
    (studentBase[pillar] ?? 3.7) +
    (perGrade[pillar] ?? 0) * (profile.grade - 7) +
    (classShifts[profile.className]?.[pillar] ?? 0) +
    (roundShifts[profile.round][pillar] ?? 0)
  );
}

const unsafePlaces: [string, number][] = [
  ['corridors', 3],
  ['toilets', 3],
  ['changing_rooms', 2],
  ['schoolyard', 1.5],
  ['canteen', 1],
  ['lessons', 1],
  ['way_to_school', 1],
  ['online', 3],
];
const activities: [string, number][] = [
  ['sport', 4],
  ['music', 2],
  ['art', 1.5],
  ['science', 1.5],
  ['council', 1],
  ['volunteering', 1],
];
const themeOf: [pillar: string, theme: ChangeTheme][] = [
  ['safety', 'safety'],
  ['wellbeing', 'stress'],
  ['teaching', 'teaching'],
  ['belonging', 'belonging'],
];

/** One student: a general mood, a personal lean per pillar, and whether they write comments (about 30 %). */
export function studentPlan(profile: StudentProfile, random: Random): AnswerPlan {
  const general = 0.45 * normal(random);
  const own = Object.fromEntries(Object.keys(studentBase).map((pillar) => [pillar, 0.35 * normal(random)]));
  const lean = (pillar: string | null) =>
    (pillar ? studentMean(pillar, profile) + (own[pillar] ?? 0) : 3.7) + general;
  const writes = random() < 0.3;
  const writesBest = writes && random() < 0.6;
  const writesChange = writes && (!writesBest || random() < 0.75);
  const changeTheme = (): ChangeTheme =>
    random() < 0.25
      ? 'facilities'
      : themeOf.reduce((low, next) => (lean(next[0]) < lean(low[0]) ? next : low))[1];
  // In 8.b lessons themselves feel unsafe more often.
  const placeWeights = unsafePlaces.map(([place, weight]): [string, number] => [
    place,
    profile.className === '8.b' && place === 'lessons' ? 3 : weight,
  ]);

  const choose = (question: Question): AnswerValue | undefined => {
    switch (question.id) {
      case 'grade':
        return `g${profile.grade}`;
      case 'unsafe_places':
        return pickWeighted(random, placeWeights, 1 + Math.floor(random() * 3));
      case 'homework_hours': {
        if (random() < 0.08) return null;
        const hours = 0.8 + 0.25 * (profile.grade - 7) + 0.6 * normal(random);
        return Math.max(0, Math.min(6, Math.round(hours * 2) / 2));
      }
      case 'activities':
        if (random() < 0.05) return null;
        return random() < 0.15 ? ['none'] : pickWeighted(random, activities, 1 + Math.floor(random() * 3));
      case 'best_thing':
        return writesBest ? pickOne(random, studentBestThings)[profile.language] : null;
      case 'one_change':
        return writesChange ? pickOne(random, studentChanges[changeTheme()])[profile.language] : null;
      default:
        return undefined;
    }
  };
  return { random, lean, choose };
}

const teacherBase: Record<string, number> = {
  workload: 2.9,
  leadership: 3.6,
  collaboration: 3.4,
  growth: 3.5,
  wellbeing: 3.1,
};

/** Teacher number n answering the teacher survey; if they comment, they write comment n. */
export function teacherPlan(language: LanguageCode, random: Random, n: number): AnswerPlan {
  const general = 0.4 * normal(random);
  const lean = (pillar: string | null) => (pillar ? (teacherBase[pillar] ?? 3.4) : 3.4) + general;
  const choose = (question: Question): AnswerValue | undefined => {
    switch (question.id) {
      case 'role':
        return pickWeighted(
          random,
          [
            ['subject_teacher', 6],
            ['class_teacher', 3],
            ['support', 1],
          ],
          1,
        )[0];
      case 'hours_outside':
        return Math.max(2, Math.min(30, Math.round(10 + 4 * normal(random))));
      case 'improve':
        return random() < 0.6 ? teacherImprovements[n % teacherImprovements.length][language] : null;
      default:
        return undefined;
    }
  };
  return { random, lean, choose };
}

import { and, asc, eq, like } from 'drizzle-orm';
import type { LanguageCode } from '../../../common/languages';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../client';
import { identities, organizations, users } from '../schema';
import { noAudience, surveyVersions } from '../schema/surveys';
import { type DemoRound, teacherPlan } from './demoAnswerPlans';
import { generateAnswers, pickWeighted } from './demoAnswers';
import { seedLibrarySurveys } from './demoLibrary';
import { seededRandom } from './demoPeople';
import { demoClaims, runDemoPeriod } from './demoPeriods';
import { finishedResponse, identifiedPolls, insertFinishedResponses } from './demoResponses';
import { answerAsStudents, answeringSeats, studentSeats } from './demoStudents';

const day = 24 * 60 * 60 * 1000;
const periodLanguages: LanguageCode[] = ['lv', 'en', 'ru'];

/** Today (UTC) moved by some days, at a given UTC time. */
function todayAt(offsetDays: number, utcHour: number, utcMinute = 0): Date {
  const moment = new Date();
  moment.setUTCHours(utcHour, utcMinute, 0, 0);
  return new Date(moment.getTime() + offsetDays * day);
}

/** The two closed runs of the student survey, for comparing results. */
const closedRounds: { round: DemoRound; name: string; startsAt: string; endsAt: string; seed: number }[] = [
  {
    round: 'spring',
    name: 'Pavasaris 2026',
    startsAt: '2026-03-02T08:00:00+02:00',
    endsAt: '2026-03-20T23:59:00+02:00',
    seed: 2603,
  },
  {
    round: 'autumn',
    name: 'Rudens 2026',
    startsAt: '2026-10-05T08:00:00+03:00',
    endsAt: '2026-10-23T23:59:00+03:00',
    seed: 2610,
  },
];

/**
 * Survey demo data: the library surveys; at Demo Secondary School the student survey run for all
 * classes in Spring and Rudens 2026 (closed, anonymous, 80–90 % of each class answered: about 425
 * of 500 students), open again for 9.a (Ziema 2026: eight have answered, the demo student has
 * not), and an open teacher survey.
 */
export async function seedDemoSurveys(db: Db): Promise<void> {
  const versions = await seedLibrarySurveys(db);
  const [school] = await db.select().from(organizations).where(eq(organizations.slug, 'demo-school'));
  const admin = school && (await demoClaims(db, 'school_admin', 'admin', school.id));
  // An installation whose demo school has gone gets the library surveys only.
  if (!school || !admin) return;
  await seedTeacherPeriod(db, admin, school.id, versions.get('teacher-survey') as number);

  const versionId = versions.get('student-wellbeing') as number;
  const [version] = await db.select().from(surveyVersions).where(eq(surveyVersions.id, versionId));
  const seats = await studentSeats(db, school.id);
  const nineA = seats.filter((seat) => seat.className === '9.a');
  if (!nineA.length) return;
  const studentPeriod = (name: string, startsAt: Date, endsAt: Date, classIds: number[]) =>
    runDemoPeriod(db, admin, school.id, {
      surveyVersionId: versionId,
      name,
      startsAt,
      endsAt,
      anonymous: true,
      languages: periodLanguages,
      audience: { ...noAudience, classIds },
    });

  const allClasses = [...new Set(seats.map((seat) => seat.classId))];
  for (const run of closedRounds) {
    const random = seededRandom(run.seed);
    const period = await studentPeriod(run.name, new Date(run.startsAt), new Date(run.endsAt), allClasses);
    const answering = answeringSeats(seats, [0.8, 0.9], random);
    await answerAsStudents(db, version.content, period, answering, run.round, random);
  }

  // Open now for 9.a; the demo student `student` (Sofija Liepa) has not answered yet.
  const winter = await studentPeriod('Ziema 2026', todayAt(-2, 6), todayAt(30, 21, 59), [nineA[0].classId]);
  const classmates = nineA.filter((seat) => seat.username !== 'student').slice(0, 8);
  await answerAsStudents(db, version.content, winter, classmates, 'winter', seededRandom(2612));
}

/** The teacher survey, open to the school's teaching staff; three of the subject teachers have answered. */
async function seedTeacherPeriod(db: Db, admin: TokenClaims, schoolId: number, versionId: number) {
  const [version] = await db.select().from(surveyVersions).where(eq(surveyVersions.id, versionId));
  const period = await runDemoPeriod(db, admin, schoolId, {
    surveyVersionId: versionId,
    name: 'Skolotāji, ziema 2026',
    startsAt: todayAt(-5, 6),
    endsAt: todayAt(25, 21, 59),
    anonymous: true,
    languages: periodLanguages,
    audience: { ...noAudience, teachers: true },
  });
  const teachers = await db
    .select({ id: identities.id })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.organizationId, schoolId), like(users.username, 'demo.teacher%')))
    .orderBy(asc(identities.id));
  const pollOf = await identifiedPolls(db, period.id);
  const random = seededRandom(2613);
  const rows = teachers.slice(0, 3).map((teacher, n) => {
    const [language] = pickWeighted<LanguageCode>(
      random,
      [
        ['lv', 4],
        ['ru', 1],
      ],
      1,
    );
    const input = {
      content: version.content,
      period,
      pollId: pollOf.get(teacher.id) as number,
      respondentId: teacher.id,
      answers: generateAnswers(version.content, teacherPlan(language, random, n)),
      place: { classId: null, grade: null, groupIds: [] },
      language,
    };
    return finishedResponse(input, random);
  });
  await insertFinishedResponses(db, rows);
}

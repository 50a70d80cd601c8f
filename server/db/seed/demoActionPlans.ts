import { and, count, eq } from 'drizzle-orm';
import { randomSecret } from '../../auth/secrets';
import { recordPlanEvent } from '../../services/actionPlans/planHistory';
import type { Db } from '../client';
import { actionPlanActions, actionPlans, organizations, successPlans, surveyPeriods } from '../schema';
import { demoClaims } from './demoPeriods';
import { successPlanLibrary } from './successPlanLibrary';

const day = 24 * 60 * 60 * 1000;
const dateIn = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);

/** The success-plan library's first entries, once (super-admins edit them afterwards). */
async function seedSuccessPlanLibrary(db: Db): Promise<Map<string, number>> {
  const [{ n }] = await db.select({ n: count() }).from(successPlans);
  if (n === 0) {
    await db
      .insert(successPlans)
      .values(successPlanLibrary.map((entry) => ({ focusKind: 'pillar' as const, ...entry })));
  }
  const rows = await db.select({ id: successPlans.id, ref: successPlans.focusRef }).from(successPlans);
  return new Map(rows.map((row) => [row.ref, row.id]));
}

/**
 * Demo Secondary School's plan from its Pavasaris 2026 results: teaching was its lowest theme, so it
 * worked on feedback over the summer; Rudens 2026 re-measures it. Published for its respondents.
 */
export async function seedDemoActionPlans(db: Db): Promise<void> {
  const library = await seedSuccessPlanLibrary(db);
  const [school] = await db.select().from(organizations).where(eq(organizations.slug, 'demo-school'));
  if (!school) return;
  const [spring] = await db
    .select()
    .from(surveyPeriods)
    .where(and(eq(surveyPeriods.organizationId, school.id), eq(surveyPeriods.name, 'Pavasaris 2026')));
  const admin = await demoClaims(db, 'school_admin', 'admin', school.id);
  const teacher = await demoClaims(db, 'teacher', 'teacher', school.id);
  if (!spring || !admin || !teacher) return;

  const [plan] = await db
    .insert(actionPlans)
    .values({
      organizationId: school.id,
      periodId: spring.id,
      title: 'Feedback that helps students learn',
      description:
        'In spring, teaching and learning was our lowest theme, and only about half of the students said the feedback they get helps them learn better. Over the summer every department agreed one feedback routine; we check it in the autumn survey.',
      focus: [
        { kind: 'pillar', ref: 'teaching', goal: 65 },
        { kind: 'question', ref: 'lessons.feedback', goal: 55 },
      ],
      classIds: null,
      createdBy: admin.identityId,
      publicToken: randomSecret(),
      publishedAt: new Date(),
    })
    .returning();
  await recordPlanEvent(db, admin, plan.id, 'create', { title: plan.title, periodId: spring.id });
  const actions = [
    {
      title:
        'Agree one feedback routine for all subjects: what went well, one next step, time in class to act on it',
      ownerId: admin.identityId,
      dueOn: '2026-06-12',
      status: 'done' as const,
      notes: 'Agreed at the June staff meeting; written up in the staff handbook.',
      successPlanId: library.get('teaching') ?? null,
    },
    {
      title: "Each teacher visits one colleague's lesson to watch the routine (15 minutes, no grading)",
      ownerId: teacher.identityId,
      dueOn: '2026-10-30',
      status: 'done' as const,
      notes: '',
      successPlanId: library.get('teaching') ?? null,
    },
    {
      title: 'Ask the 9th grades in a class discussion whether the feedback helps them, and adjust',
      ownerId: teacher.identityId,
      dueOn: dateIn(6),
      status: 'in_progress' as const,
      notes: '9.a done; 9.b and 9.c next week.',
      successPlanId: null,
    },
  ];
  for (const action of actions) {
    const [row] = await db
      .insert(actionPlanActions)
      .values({ planId: plan.id, ...action })
      .returning();
    await recordPlanEvent(db, admin, plan.id, 'add_action', { actionId: row.id, title: row.title });
  }
  await recordPlanEvent(db, admin, plan.id, 'publish');
}

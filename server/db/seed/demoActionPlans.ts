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
 * Demo Secondary School's plan from its Pavasaris 2026 results: only about half of its students said the
 * feedback they get helps them learn (teaching and learning; wellbeing and engagement were lower still, but
 * the school chose what its teachers could change by autumn), so it worked on feedback over the summer;
 * Rudens 2026 re-measures it (improved, larger than chance). Written in Latvian, as a Riga school types its
 * plans (typed data, like its period names). Published for its respondents.
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
      title: 'Atgriezeniskā saite, kas palīdz mācīties',
      description:
        'Pavasarī tikai apmēram puse skolēnu atzina, ka atgriezeniskā saite, ko viņi saņem, palīdz viņiem mācīties labāk. Vasarā katra metodiskā komisija vienojās par vienu atgriezeniskās saites kārtību visos priekšmetos; rudens aptaujā pārbaudām, vai skolēni to ir pamanījuši.',
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
        'Vienoties par vienu atgriezeniskās saites kārtību visos priekšmetos: kas izdevās, viens nākamais solis, laiks stundā, lai pie tā strādātu',
      ownerId: admin.identityId,
      dueOn: '2026-06-12',
      status: 'done' as const,
      notes: 'Pieņemts jūnija pedagoģiskās padomes sēdē; ierakstīts skolotāju rokasgrāmatā.',
      successPlanId: library.get('teaching') ?? null,
    },
    {
      title:
        'Katrs skolotājs apmeklē vienu kolēģa stundu, lai redzētu kārtību darbībā (15 minūtes, bez vērtēšanas)',
      ownerId: teacher.identityId,
      dueOn: '2026-10-30',
      status: 'done' as const,
      notes: '',
      successPlanId: library.get('teaching') ?? null,
    },
    {
      title: 'Klases stundā pajautāt 9. klasēm, vai atgriezeniskā saite palīdz, un kārtību pielāgot',
      ownerId: teacher.identityId,
      dueOn: dateIn(6),
      status: 'in_progress' as const,
      notes: '9.a jau izrunāts; 9.b un 9.c nākamnedēļ.',
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

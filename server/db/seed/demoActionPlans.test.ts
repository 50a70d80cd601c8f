import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportedLanguages } from '../../../common/languages';
import { loadPlanFigures } from '../../services/actionPlans/planFigures';
import { loadPublicPlan } from '../../services/actionPlans/publishedPlans';
import { listSuccessPlans } from '../../services/successPlans/successPlanLibrary';
import { openTestDatabase, realDatabaseUrl } from '../../test/testDatabase';
import type { Database } from '../client';
import { actionPlanActions, actionPlans, organizations, successPlans } from '../schema';
import { surveyPeriods, surveyVersions } from '../schema/surveys';
import { demoClaims } from './demoPeriods';
import { seedDemoData } from './seed';

// Issue 14 "Done when": the demo secondary school has a plan made from its spring period, re-measured by autumn.
describe.skipIf(realDatabaseUrl)('demo action plan and success-plan library', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.db);
  }, 120_000);
  afterAll(() => database.close());

  async function demoPlan() {
    const db = database.db;
    const [school] = await db.select().from(organizations).where(eq(organizations.slug, 'demo-school'));
    const rows = await db
      .select({ plan: actionPlans, period: surveyPeriods, content: surveyVersions.content })
      .from(actionPlans)
      .innerJoin(surveyPeriods, eq(surveyPeriods.id, actionPlans.periodId))
      .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
      .where(eq(actionPlans.organizationId, school.id));
    return { school, rows };
  }

  it("starts the demo school's plan from Pavasaris 2026 and re-measures it by Rudens 2026: improved", async () => {
    const db = database.db;
    const { school, rows } = await demoPlan();
    expect(rows).toHaveLength(1);
    const [{ plan, period }] = rows;
    expect(period.name).toBe('Pavasaris 2026');
    const admin = await demoClaims(db, 'school_admin', 'admin', school.id);
    if (!admin) throw new Error('the demo school admin is missing');
    const figures = await loadPlanFigures(
      db,
      { ...plan, periodStartsAt: period.startsAt },
      () => ({ kind: 'identity', claims: admin }),
      'en',
    );
    expect(figures.after?.name).toBe('Rudens 2026');
    expect(figures.moved).toBe(true);
    const teaching = figures.items.find((item) => item.ref === 'teaching');
    expect(teaching?.verdict).toBe('improved');
    expect(teaching?.before.favourable).toEqual(expect.any(Number));
    expect(teaching?.after?.favourable).toBeGreaterThan(teaching?.before.favourable ?? 100);
    // What its description says: only about half found the feedback helpful in spring.
    const feedback = figures.items.find((item) => item.ref === 'lessons.feedback');
    expect(feedback?.before.favourable).toBeGreaterThanOrEqual(45);
    expect(feedback?.before.favourable).toBeLessThanOrEqual(60);
    expect(feedback?.verdict).toBe('improved');
    expect(plan.description).toContain('puse skolēnu');
  });

  it('publishes it with aggregate figures only, an open action due within a week for the reminder', async () => {
    const db = database.db;
    const { rows } = await demoPlan();
    const [{ plan }] = rows;
    expect(plan.publishedAt).not.toBeNull();
    expect(plan.publicToken?.length).toBeGreaterThanOrEqual(40);
    const page = await loadPublicPlan(db, plan.publicToken as string, 'lv');
    expect(page.figures.after?.name).toBe('Rudens 2026');
    expect(page.figures.focus.every((item) => item.before.favourable !== null)).toBe(true);
    expect(JSON.stringify(page)).not.toMatch(/owner|notes/);
    expect(page.progress).toEqual({ done: 2, total: 3, overdue: 0 });
    const open = await db
      .select()
      .from(actionPlanActions)
      .where(and(eq(actionPlanActions.planId, plan.id), eq(actionPlanActions.status, 'in_progress')));
    expect(open).toHaveLength(1);
    const inDays = (Date.parse(`${open[0].dueOn}T00:00:00Z`) - Date.now()) / 86_400_000;
    expect(inDays).toBeGreaterThan(0);
    expect(inDays).toBeLessThanOrEqual(7);
  });

  it('holds one entry per theme of the demo student survey, written in en, lv and ru, with sources', async () => {
    const db = database.db;
    const { rows } = await demoPlan();
    const pillars = (rows[0].content.pillars ?? []).map((pillar) => pillar.id);
    expect(pillars.length).toBeGreaterThanOrEqual(6);
    const library = await db.select().from(successPlans);
    for (const pillar of pillars) {
      const entries = library.filter((entry) => entry.focusKind === 'pillar' && entry.focusRef === pillar);
      expect(entries.length, pillar).toBeGreaterThanOrEqual(1);
      for (const entry of entries) {
        for (const language of supportedLanguages)
          for (const text of [entry.title, entry.why, entry.steps, entry.timeNeeded])
            expect(text[language]?.trim().length, `${pillar} ${language}`).toBeGreaterThan(10);
        expect(entry.sources.length, pillar).toBeGreaterThanOrEqual(1);
      }
    }
    // The back office names each entry's theme as the survey does, in every language.
    const listed = await listSuccessPlans(db, { includeArchived: true });
    for (const pillar of rows[0].content.pillars ?? [])
      expect(listed.find((entry) => entry.focus_ref === pillar.id)?.focus_name).toEqual(pillar.name);
    const actions = await db
      .select()
      .from(actionPlanActions)
      .where(eq(actionPlanActions.planId, rows[0].plan.id));
    expect(actions.some((action) => action.successPlanId !== null)).toBe(true);
  });
});

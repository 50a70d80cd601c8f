import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPlanActions, events, successPlans } from '../../db/schema';
import { sendDueReminders } from '../../services/actionPlans/dueReminders';
import { bearer } from '../../test/factories';
import { lastMailTo } from '../../test/outbox';
import { buildResponses, buildResultsPeriod } from '../../test/resultsFactories';
import { buildResultsWorld } from '../../test/resultsTestWorld';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('action plans', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

  async function world() {
    const w = await buildResultsWorld(ctx);
    const other = await buildResultsWorld(ctx);
    const staff = await w.tokenOf('teacher', w.school.id);
    const orgAdmin = await w.tokenOf('organization_admin', w.parent.id);
    const student = await w.tokenOf('student', w.school.id);
    const plainTeacher = await w.tokenOf('teacher', w.school.id);
    const body = {
      period_id: w.period.id,
      title: 'Feel safe in class',
      description: 'Calmer lessons',
      focus: [
        { kind: 'pillar', ref: 'p1', goal: 65 },
        { kind: 'question', ref: 'safe', goal: 70 },
      ],
    };
    return { w, other, staff, orgAdmin, student, plainTeacher, body };
  }

  it('answers 401 without a token, 403 to students and teachers without results access, 404 to another school', async () => {
    const { w, other, student, plainTeacher, body } = await world();
    expect((await send('GET', '/api/action-plans')).statusCode).toBe(401);
    expect((await send('POST', '/api/action-plans', student.token, body)).statusCode).toBe(403);
    expect((await send('POST', '/api/action-plans', plainTeacher.token, body)).statusCode).toBe(403);
    expect((await send('POST', '/api/action-plans', other.owner.token, body)).statusCode).toBe(404);

    const made = await send('POST', '/api/action-plans', w.owner.token, body);
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id;
    for (const [method, url] of [
      ['GET', `/api/action-plans/${id}`],
      ['PATCH', `/api/action-plans/${id}`],
      ['DELETE', `/api/action-plans/${id}`],
      ['GET', `/api/action-plans/${id}/pdf`],
      ['POST', `/api/action-plans/${id}/actions`],
    ] as const) {
      const payload = method === 'PATCH' ? { title: 'x' } : method === 'POST' ? { title: 'x' } : undefined;
      expect((await send(method, url, other.owner.token, payload)).statusCode, url).toBe(404);
      expect((await send(method, url, student.token, payload)).statusCode, url).toBe(403);
      expect((await send(method, url, plainTeacher.token, payload)).statusCode, url).toBe(403);
      expect((await send(method, url, undefined, payload)).statusCode, url).toBe(401);
    }
    expect((await send('GET', '/api/action-plans/999999', w.owner.token)).statusCode).toBe(404);
    expect((await send('GET', '/api/action-plans', other.owner.token)).json().data).toEqual([]);
  });

  it('keeps the focus, actions with owners and a history; mails the owner; names bad fields', async () => {
    const { w, staff, body } = await world();
    const bad = await send('POST', '/api/action-plans', w.owner.token, {
      ...body,
      focus: [{ kind: 'pillar', ref: 'nope', goal: 50 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toContain('focus.0.ref');

    const plan = (await send('POST', '/api/action-plans', w.owner.token, body)).json().data;
    expect(
      plan.figures.focus.map((item: { before: { favourable: number } }) => item.before.favourable),
    ).toEqual([expect.any(Number), 58]);
    expect(plan.figures.after).toBeNull();

    const action = await send('POST', `/api/action-plans/${plan.id}/actions`, w.owner.token, {
      title: 'Agree class rules',
      owner_id: staff.identity.id,
      due_on: '2030-01-15',
    });
    expect(action.statusCode).toBe(201);
    const assigned = await mailOf(w.db, staff.identity.userId);
    expect(assigned?.kind).toBe('action_assigned');
    expect(assigned?.text).toContain('Agree class rules');
    expect(assigned?.text).toContain(`/school/action-plans/${plan.id}`);

    // An action that follows a library entry carries its steps, so its owner reads them with the plan.
    const [entry] = await w.db
      .insert(successPlans)
      .values({
        focusKind: 'pillar',
        focusRef: 'p1',
        title: { en: 'Class rules', lv: 'Klases noteikumi', ru: 'Правила класса' },
        why: { en: 'Clear rules help.' },
        steps: { en: '1. Agree them together.' },
        timeNeeded: { en: 'A lesson' },
        sources: [{ title: 'EEF Toolkit', url: null }],
      })
      .returning();
    const following = await send('POST', `/api/action-plans/${plan.id}/actions`, w.owner.token, {
      title: 'Class rules in 7.a',
      owner_id: staff.identity.id,
      success_plan_id: entry.id,
    });
    expect(following.statusCode).toBe(201);
    const missing = await send('POST', `/api/action-plans/${plan.id}/actions`, w.owner.token, {
      title: 'x',
      success_plan_id: 999_999,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toContain('success_plan_id');

    const asOwner = await send('GET', `/api/action-plans/${plan.id}`, staff.token);
    expect(
      asOwner.json().data.actions.find((a: { title: string }) => a.title === 'Class rules in 7.a')
        .success_plan,
    ).toEqual({
      id: entry.id,
      title: entry.title,
      why: entry.why,
      steps: { en: '1. Agree them together.' },
      time_needed: entry.timeNeeded,
      sources: entry.sources,
    });
    await send('DELETE', `/api/action-plans/${plan.id}/actions/${following.json().data.id}`, w.owner.token);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json().data.can_edit).toBe(false);
    expect(asOwner.json().data.figures.focus[1].before.favourable).toBe(58);
    expect(
      (await send('PATCH', `/api/action-plans/${plan.id}`, staff.token, { title: 'x' })).statusCode,
    ).toBe(403);

    const student = await w.tokenOf('student', w.school.id);
    const notStaff = await send('POST', `/api/action-plans/${plan.id}/actions`, w.owner.token, {
      title: 'x',
      owner_id: student.identity.id,
    });
    expect(notStaff.statusCode).toBe(422);
    expect(notStaff.json().message).toContain('owner_id');
    const badDate = await send('POST', `/api/action-plans/${plan.id}/actions`, w.owner.token, {
      title: 'x',
      due_on: 'soon',
    });
    expect(badDate.statusCode).toBe(422);

    // The owner finds the open action on their dashboard, with its plan.
    const open = (await send('GET', '/api/action-plans/my-actions', staff.token)).json().data;
    expect(open.map((item: { title: string; plan: { id: number } }) => [item.title, item.plan.id])).toEqual([
      ['Agree class rules', plan.id],
    ]);
    const done = await send(
      'PATCH',
      `/api/action-plans/${plan.id}/actions/${action.json().data.id}`,
      w.owner.token,
      {
        status: 'done',
      },
    );
    expect(done.statusCode).toBe(200);
    const detail = (await send('GET', `/api/action-plans/${plan.id}`, w.owner.token)).json().data;
    expect(detail.progress).toEqual({ done: 1, total: 1, overdue: 0 });
    expect(detail.actions[0].owner.id).toBe(staff.identity.id);
    expect(detail.history.map((entry: { action: string }) => entry.action)).toEqual([
      'update_action',
      'delete_action',
      'add_action',
      'add_action',
      'create',
    ]);

    const mine = (await send('GET', '/api/action-plans/my-actions', staff.token)).json().data;
    expect(mine).toEqual([]);

    const pdf = await send('GET', `/api/action-plans/${plan.id}/pdf`, w.owner.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // Named by its school and title, in their own letters beside an ASCII name.
    const name = /filename\*=UTF-8''(.+)$/.exec(String(pdf.headers['content-disposition']))?.[1] ?? '';
    expect(decodeURIComponent(name)).toMatch(/^[\p{L}\p{N}-]+_[\p{L}\p{N}-]+\.pdf$/u);
    expect(decodeURIComponent(name)).toContain(w.school.name.split(' ')[0]);
  });

  it('re-measures the focus in a later period with the comparison verdict', async () => {
    const { w, body } = await world();
    const plan = (await send('POST', '/api/action-plans', w.owner.token, body)).json().data;
    const later = await buildResultsPeriod(w.db, {
      organizationId: w.school.id,
      surveyVersionId: w.version.id,
      startsAt: new Date(Date.now() - 5 * 86_400_000),
      endsAt: new Date(Date.now() - 3_600_000),
    });
    await buildResponses(
      w.db,
      Array.from({ length: 30 }, () => ({
        periodId: later.id,
        classId: w.classes.a.id,
        answers: { safe: 5, grid: { i1: 5, i2: 1 } },
      })),
    );
    const detail = (await send('GET', `/api/action-plans/${plan.id}`, w.owner.token)).json().data;
    expect(detail.figures.after.periodId).toBe(later.id);
    const safe = detail.figures.focus[1];
    expect(safe.before.favourable).toBe(58);
    expect(safe.after.favourable).toBe(100);
    // Finding 6 of issue 35: beside the share, the same score the results show for the item.
    const results = await send('POST', '/api/results/v2/summary', w.owner.token, {
      period_identifiers: { type: 'period', id: later.id },
    });
    const shown = results.json().data.questions.find((question: { key: string }) => question.key === 'safe');
    expect(safe.after.score).toBe(Math.round(shown.score * 10) / 10);
    expect(safe.after.score).toBe(100);
    expect(safe.verdict).toBe('improved');
    expect(safe.goal_met).toBe(true);
    expect(detail.figures.moved).toBe(true);
    const list = (await send('GET', '/api/action-plans', w.owner.token)).json().data;
    expect(list[0].figures.moved).toBe(true);
  });

  it('lets organisation admins read their schools side by side, but not change them', async () => {
    const { w, orgAdmin, body } = await world();
    const plan = (await send('POST', '/api/action-plans', w.owner.token, body)).json().data;
    const list = (await send('GET', '/api/action-plans', orgAdmin.token)).json().data;
    expect(list.map((p: { id: number; school: { id: number } }) => [p.id, p.school.id])).toEqual([
      [plan.id, w.school.id],
    ]);
    expect(list[0].can_edit).toBe(false);
    expect((await send('GET', `/api/action-plans/${plan.id}`, orgAdmin.token)).statusCode).toBe(200);
    expect(
      (await send('PATCH', `/api/action-plans/${plan.id}`, orgAdmin.token, { title: 'x' })).statusCode,
    ).toBe(403);
    expect((await send('POST', '/api/action-plans', orgAdmin.token, body)).statusCode).toBe(403);
  });

  it("keeps a teacher with results access to their own classes' plans", async () => {
    const { w, body } = await world();
    const schoolPlan = (await send('POST', '/api/action-plans', w.owner.token, body)).json().data;
    const own = await send('POST', '/api/action-plans', w.teacher.token, body);
    expect(own.statusCode).toBe(201);
    expect(own.json().data.class_ids).toEqual([w.classes.a.id]);
    const other = await send('POST', '/api/action-plans', w.teacher.token, {
      ...body,
      class_ids: [w.classes.b.id],
    });
    expect(other.statusCode).toBe(422);
    expect((await send('GET', `/api/action-plans/${schoolPlan.id}`, w.teacher.token)).statusCode).toBe(403);
    const list = (await send('GET', '/api/action-plans', w.teacher.token)).json().data;
    expect(list.map((p: { id: number }) => p.id)).toEqual([own.json().data.id]);
  });

  it('publishes an unguessable page with aggregate figures, listed for the school, and withdraws it', async () => {
    const { w, other, student, body } = await world();
    const plan = (await send('POST', '/api/action-plans', w.owner.token, body)).json().data;
    await send('POST', `/api/action-plans/${plan.id}/actions`, w.owner.token, { title: 'Agree class rules' });
    // Looked at before it is published: the page as it will be, to its editors only, and nothing is public yet.
    const preview = await send('GET', `/api/action-plans/${plan.id}/public-preview`, w.owner.token);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      title: 'Feel safe in class',
      published_at: null,
      actions: [{ title: 'Agree class rules', status: 'planned', due_on: null }],
    });
    expect(JSON.stringify(preview.json().data)).not.toContain('owner');
    expect((await send('GET', `/api/action-plans/${plan.id}/public-preview`, student.token)).statusCode).toBe(
      403,
    );
    expect(
      (await send('GET', `/api/action-plans/${plan.id}/public-preview`, other.owner.token)).statusCode,
    ).toBe(404);
    expect(
      (await send('GET', `/api/action-plans/${plan.id}`, w.owner.token)).json().data.published,
    ).toBeNull();
    const published = (
      await send('POST', `/api/action-plans/${plan.id}/publish`, w.owner.token, { published: true })
    ).json().data;
    const token = published.published.token;
    expect((await send('GET', `/api/success-plan/${token}`)).json().data.figures).toEqual(
      preview.json().data.figures,
    );
    expect(token.length).toBeGreaterThanOrEqual(40);

    const page = await send('GET', `/api/success-plan/${token}`);
    expect(page.statusCode).toBe(200);
    const data = page.json().data;
    expect(data.title).toBe('Feel safe in class');
    expect(data.actions).toEqual([{ title: 'Agree class rules', status: 'planned', due_on: null }]);
    expect(JSON.stringify(data)).not.toContain('owner');
    expect(data.figures.focus[1].before.favourable).toBe(58);

    expect((await send('GET', '/api/action-plans/published', student.token)).json().data[0].token).toBe(
      token,
    );
    expect((await send('GET', '/api/action-plans/published', other.owner.token)).json().data).toEqual([]);
    // Parents and teachers of the school find it on their dashboards too.
    for (const type of ['parent', 'teacher'] as const) {
      const member = await w.tokenOf(type, w.school.id);
      const listed = (await send('GET', '/api/action-plans/published', member.token)).json().data;
      expect(
        listed.map((item: { token: string }) => item.token),
        type,
      ).toEqual([token]);
    }

    await send('POST', `/api/action-plans/${plan.id}/publish`, w.owner.token, { published: false });
    expect((await send('GET', `/api/success-plan/${token}`)).statusCode).toBe(404);
    expect((await send('GET', '/api/action-plans/published', student.token)).json().data).toEqual([]);
    const events_ = await w.db.select().from(events).where(eq(events.category, 'Action plans'));
    expect(events_.filter((e) => e.details.planId === plan.id).map((e) => e.action)).toContain('withdraw');
  });

  it('hides figures below the anonymity threshold', async () => {
    const { w, body } = await world();
    const plan = (
      await send('POST', '/api/action-plans', w.owner.token, { ...body, class_ids: [w.classes.c.id] })
    ).json().data;
    expect(plan.figures.focus[0].before).toEqual({
      score: null,
      favourable: null,
      hidden: 'too_few_respondents',
    });
    expect(plan.figures.before.respondents).toBeNull();
  });

  it('reminds owners a week before the due date, once', async () => {
    const { w, staff, body } = await world();
    const plan = (await send('POST', '/api/action-plans', w.owner.token, body)).json().data;
    const inFiveDays = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const made = await send('POST', `/api/action-plans/${plan.id}/actions`, w.owner.token, {
      title: 'Check in with 7.a',
      owner_id: staff.identity.id,
      due_on: inFiveDays,
    });
    const deps = { db: w.db, queue: null, appUrl: 'http://x' };
    expect(await sendDueReminders(deps)).toBeGreaterThanOrEqual(1);
    const [row] = await w.db
      .select()
      .from(actionPlanActions)
      .where(eq(actionPlanActions.id, made.json().data.id));
    expect(row.reminderSentAt).not.toBeNull();
    const mail = await mailOf(w.db, staff.identity.userId);
    expect(mail?.kind).toBe('action_due_soon');
    expect(mail?.text).toContain(inFiveDays);
    const again = await sendDueReminders(deps);
    expect(await mailOf(w.db, staff.identity.userId)).toEqual(mail);
    expect(again).toBe(0);
  });
});

async function mailOf(db: TestApp['deps']['database']['db'], userId: number) {
  const { users } = await import('../../db/schema');
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user.email ? lastMailTo(db, user.email) : undefined;
}

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationCampaigns, invitationRecipients, invitationSendings, parentLinks } from '../../db/schema';
import { bearer, buildIdentity, buildSchool } from '../../test/factories';
import { buildResultsPeriod } from '../../test/resultsFactories';
import { roleTokens, tokenOf } from '../../test/roleTokens';
import { buildPublishedSurvey, hoursFromNow } from '../../test/surveyFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('a school admin reminds those who have not finished', () => {
  let ctx: TestApp;
  let world: Awaited<ReturnType<typeof buildSchool>>;
  let periodId: number;
  let tokens: Awaited<ReturnType<typeof roleTokens>>;
  let otherAdmin: string;
  const db = () => ctx.deps.database.db;
  const url = () => `/api/school/${world.school.id}/periods/${periodId}/reminders`;
  const post = (token: string | null, path = url()) =>
    ctx.app.inject({ method: 'POST', url: path, payload: {}, headers: token ? bearer(token) : {} });

  /** A parent period of the school, open for a week. */
  async function openParentPeriod() {
    const { version } = await buildPublishedSurvey(db(), null, { audience: 'parent' });
    return buildResultsPeriod(db(), {
      organizationId: world.school.id,
      surveyVersionId: version.id,
      startsAt: new Date(hoursFromNow(-1)),
      endsAt: new Date(hoursFromNow(24 * 7)),
      audience: { classIds: [], groupIds: [], grades: [], teachers: false, parents: true, publicLink: false },
    });
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    world = await buildSchool(db());
    periodId = (await openParentPeriod()).id;
    const student = await buildIdentity(db(), { type: 'student', organizationId: world.school.id });
    const parent = await buildIdentity(db(), { type: 'parent', organizationId: world.school.id });
    await db().insert(parentLinks).values({ parentId: parent.identity.id, studentId: student.identity.id });
    tokens = await roleTokens(ctx.deps, world, { manage_survey_periods: true, view_survey_periods: true });
    const other = await buildSchool(db());
    otherAdmin = await tokenOf(ctx.deps, 'school_admin', other.school.id, { manage_survey_periods: true });
  });
  afterAll(() => ctx.close());

  it('refuses the anonymous, students, teachers and admins without the permission, and another school', async () => {
    expect((await post(null)).statusCode).toBe(401);
    // Students are outside the school's staff scope (schoolScope.ts): 404 like for periods.
    expect((await post(tokens.student)).statusCode).toBe(404);
    const teacher = await tokenOf(ctx.deps, 'teacher', world.school.id, {});
    expect((await post(teacher)).statusCode).toBe(403);
    expect((await post(otherAdmin)).statusCode).toBe(404);
    const withoutPermission = await tokenOf(ctx.deps, 'school_admin', world.school.id, {});
    expect((await post(withoutPermission)).statusCode).toBe(403);
  });

  it('answers 404 for another school period under its own school id', async () => {
    const other = await buildSchool(db());
    const { version } = await buildPublishedSurvey(db(), null, { audience: 'parent' });
    const foreign = await buildResultsPeriod(db(), {
      organizationId: other.school.id,
      surveyVersionId: version.id,
    });
    const response = await post(
      tokens.schoolAdmin,
      `/api/school/${world.school.id}/periods/${foreign.id}/reminders`,
    );
    expect(response.statusCode).toBe(404);
    expect(
      await db().select().from(invitationCampaigns).where(eq(invitationCampaigns.surveyPeriodId, foreign.id)),
    ).toEqual([]);
  });

  it('queues a reminder round over the period audience through the campaign engine', async () => {
    const response = await post(tokens.schoolAdmin);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ kind: 'reminder', state: 'scheduled', recipients_added: 1 });
    const [campaign] = await db()
      .select()
      .from(invitationCampaigns)
      .where(eq(invitationCampaigns.surveyPeriodId, periodId));
    const recipients = await db()
      .select()
      .from(invitationRecipients)
      .where(eq(invitationRecipients.campaignId, campaign.id));
    expect(recipients).toHaveLength(1);
    const rounds = await db()
      .select()
      .from(invitationSendings)
      .where(eq(invitationSendings.campaignId, campaign.id));
    expect(rounds.map((row) => row.kind)).toEqual(['reminder']);
    const list = await ctx.app.inject({ method: 'GET', url: url(), headers: bearer(tokens.schoolAdmin) });
    expect(list.json().data).toHaveLength(1);
    // A second reminder within a day is refused, however fast the clicks come (issue 36: 3 in 0.1 s mailed
    // everyone three times).
    const again = await Promise.all([
      post(tokens.schoolAdmin),
      post(tokens.schoolAdmin),
      post(tokens.schoolAdmin),
    ]);
    expect(again.map((answer) => answer.statusCode)).toEqual([409, 409, 409]);
    expect(again[0].json().message).toMatch(/reminders are at least 24 hours apart/);
    // A day later the next reminder goes through the same campaign.
    await db()
      .update(invitationSendings)
      .set({ scheduledAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(invitationSendings.campaignId, campaign.id));
    expect((await post(tokens.schoolAdmin)).json().data.recipients_added).toBe(0);
    expect(
      await db().select().from(invitationCampaigns).where(eq(invitationCampaigns.surveyPeriodId, periodId)),
    ).toHaveLength(1);
  });

  it('makes one campaign and one reminder round when the first reminders are asked for at once', async () => {
    const period = await openParentPeriod();
    const path = `/api/school/${world.school.id}/periods/${period.id}/reminders`;
    const answers = await Promise.all([1, 2, 3].map(() => post(tokens.schoolAdmin, path)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const campaigns = await db()
      .select()
      .from(invitationCampaigns)
      .where(eq(invitationCampaigns.surveyPeriodId, period.id));
    expect(campaigns).toHaveLength(1);
    const rounds = await db()
      .select()
      .from(invitationSendings)
      .where(eq(invitationSendings.campaignId, campaigns[0].id));
    expect(rounds).toHaveLength(1);
  });
});

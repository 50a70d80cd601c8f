import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identities } from '../../db/schema';
import { issuePrintPass, printPassLifetimeMs } from '../../services/results/printPass';
import { buildSchool } from '../../test/factories';
import { buildResultsWorld } from '../../test/resultsTestWorld';
import { useWorld } from '../../test/useWorld';

describe('print passes for /pdfv2/{action}', () => {
  const setup = useWorld(buildResultsWorld);

  const secret = () => setup.ctx.deps.config.tokenSecret;
  const selection = () => ({
    period_identifiers: { type: 'period' as const, id: setup.world.period.id },
    filters: { class: [setup.world.classes.a.id] },
    benchmarkId: null,
  });
  const textsOf = (request: ReturnType<typeof selection>) => ({
    period_identifiers: request.period_identifiers,
    filters: request.filters,
    question_id: 'note',
  });
  const passFor = async (token: string, request: object = selection()) => {
    const response = await setup.world.post('/api/results/v2/print', { action: 'results', request }, token);
    expect(response.statusCode).toBe(201);
    return response.json().data as { token: string; path: string; expires_at: string };
  };
  const summary = (token: string, request: object) =>
    setup.world.post(`/api/print/results/${token}/summary`, request);

  it('opens the signed selection without a session: its summary and open texts', async () => {
    const pass = await passFor(setup.world.owner.token);
    const address = new URL(pass.path, 'http://balss.test');
    expect(address.pathname).toBe('/pdfv2/results');
    expect(address.searchParams.get('token')).toBe(pass.token);
    expect(JSON.parse(address.searchParams.get('request') ?? '')).toEqual(selection());
    const left = Date.parse(pass.expires_at) - Date.now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(printPassLifetimeMs + 1000);

    const read = await summary(pass.token, selection());
    expect(read.statusCode).toBe(200);
    expect(read.json().data.info.survey_info.respondentOriginCount).toBe(7);
    expect(read.json().data.info.is_pdf).toBe(true);

    const texts = await setup.world.post(`/api/print/results/${pass.token}/texts`, textsOf(selection()));
    expect(texts.statusCode).toBe(200);
    expect(texts.json().data).toMatchObject({ questionId: 'note', hidden: 'too_few_for_text' });
  });

  it('keeps the reach of whoever made it: a teacher’s pass reads the teacher’s own classes', async () => {
    const whole = { period_identifiers: selection().period_identifiers, filters: {} };
    const { token } = await passFor(setup.world.teacher.token, whole);
    const read = await summary(token, whole);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.info.survey_info.respondentOriginCount).toBe(7);
  });

  it('is made only by those who read the selection', async () => {
    const body = { action: 'results', request: selection() };
    expect((await setup.world.post('/api/results/v2/print', body)).statusCode).toBe(401);
    const student = await setup.world.tokenOf('student', setup.world.school.id);
    expect((await setup.world.post('/api/results/v2/print', body, student.token)).statusCode).toBe(403);
    const { school: otherSchool } = await buildSchool(setup.world.db);
    const stranger = await setup.world.tokenOf('school_admin', otherSchool.id, { view_survey_results: true });
    expect((await setup.world.post('/api/results/v2/print', body, stranger.token)).statusCode).toBe(404);
    const slips = { action: 'slips', request: selection() };
    expect((await setup.world.post('/api/results/v2/print', slips, setup.world.owner.token)).statusCode).toBe(
      422,
    );
  });

  it('refuses an expired pass with 410', async () => {
    const past = Date.now() - printPassLifetimeMs - 2000;
    const { token } = issuePrintPass(secret(), 'results', selection(), setup.world.owner.identity.id, past);
    const read = await summary(token, selection());
    expect(read.statusCode).toBe(410);
    expect(read.json().error).toBe('link_expired');
  });

  it('refuses a pass made for another print action', async () => {
    const { token } = issuePrintPass(secret(), 'slips', selection(), setup.world.owner.identity.id);
    expect((await summary(token, selection())).statusCode).toBe(404);
  });

  it('reads only the selection it was signed for: another period or other filters → 404', async () => {
    const { token } = await passFor(setup.world.owner.token);
    const otherPeriod = {
      ...selection(),
      period_identifiers: { type: 'period', id: setup.world.period.id + 1 },
    };
    expect((await summary(token, otherPeriod)).statusCode).toBe(404);
    expect((await summary(token, { ...selection(), filters: {} })).statusCode).toBe(404);
    const wider = {
      ...selection(),
      filters: { class: [setup.world.classes.a.id, setup.world.classes.b.id] },
    };
    expect((await summary(token, wider)).statusCode).toBe(404);
    const texts = await setup.world.post(`/api/print/results/${token}/texts`, {
      ...textsOf(selection()),
      filters: {},
    });
    expect(texts.statusCode).toBe(404);
    // The same selection spelled with its keys in another order is the same selection.
    const reordered = {
      filters: { class: [setup.world.classes.a.id] },
      period_identifiers: { id: setup.world.period.id, type: 'period' },
    };
    expect((await summary(token, reordered)).statusCode).toBe(200);
  });

  it('refuses a tampered pass: a later expiry, another identity, a changed signature', async () => {
    const { token } = await passFor(setup.world.teacher.token);
    const [expiry, identity, signature] = token.split('.');
    const later = (Number.parseInt(expiry, 36) + 3600).toString(36);
    expect((await summary(`${later}.${identity}.${signature}`, selection())).statusCode).toBe(404);
    const owner = setup.world.owner.identity.id.toString(36);
    expect((await summary(`${expiry}.${owner}.${signature}`, selection())).statusCode).toBe(404);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect((await summary(`${expiry}.${identity}.${flipped}`, selection())).statusCode).toBe(404);
    expect((await summary('not-a-pass', selection())).statusCode).toBe(400);
  });

  it('stops working once the identity that made it is archived', async () => {
    const owner = await setup.world.tokenOf('school_admin', setup.world.school.id, {
      view_survey_results: true,
    });
    const { token } = await passFor(owner.token);
    expect((await summary(token, selection())).statusCode).toBe(200);
    await setup.world.db
      .update(identities)
      .set({ archivedAt: new Date() })
      .where(eq(identities.id, owner.identity.id));
    expect((await summary(token, selection())).statusCode).toBe(410);
  });
});

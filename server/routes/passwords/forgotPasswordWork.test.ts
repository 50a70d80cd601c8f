import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, outbox } from '../../db/schema';
import type { Queue } from '../../jobs/queue';
import { passwordLinkJob, passwordLinkJobName } from '../../services/accounts/passwordReset';
import { buildIdentity, buildSchool, testPassword } from '../../test/factories';
import { lastMailTo } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * Issue 13 finding 6: forgot-password does the same work in the request whether or not the address has an
 * account (it queues one job and answers), so its timing cannot tell the two apart. The job mails.
 */
describe('forgot-password does the same work for known and unknown addresses', () => {
  let ctx: TestApp;
  const sent: { name: string; data: object }[] = [];
  beforeAll(async () => {
    ctx = await createTestApp();
    const queue: Queue = {
      send: async (name, data) => {
        sent.push({ name, data });
        return `job-${sent.length}`;
      },
      isRunning: () => true,
      stop: async () => {},
    };
    ctx.deps.queue = queue;
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const written = async () => ({
    mails: (await db().select({ n: count() }).from(outbox))[0].n,
    links: (await db().select({ n: count() }).from(oneTimeTokens))[0].n,
  });
  const forgot = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

  it('answers identically, writes no link or mail in the request, and queues one job of the same shape', async () => {
    const { school } = await buildSchool(db());
    const { user } = await buildIdentity(db(), {
      type: 'teacher',
      organizationId: school.id,
      password: testPassword,
    });
    const before = await written();

    const known = await forgot(user.email!);
    const unknown = await forgot('nobody-at-all@example.test');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await written()).toEqual(before);
    expect(sent.map((job) => job.name)).toEqual([passwordLinkJobName, passwordLinkJobName]);
    expect(Object.keys(sent[0].data)).toEqual(Object.keys(sent[1].data));

    const job = passwordLinkJob(db(), ctx.deps.config, () => ctx.deps.queue);
    for (const { data } of sent.splice(0)) await job.handle(data as Parameters<typeof job.handle>[0]);
    expect((await lastMailTo(db(), user.email!)).subject).toBe('Reset your Balss password');
    expect(await lastMailTo(db(), 'nobody-at-all@example.test')).toBeUndefined();
  });
});

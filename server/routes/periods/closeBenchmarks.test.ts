import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeBenchmarksJobName } from '../../services/benchmarks/computeBenchmarks';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { buildClass } from '../../test/respondentFactories';
import { buildPublishedSurvey, hoursFromNow } from '../../test/surveyFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('closing a period early', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function openPeriod() {
    const db = ctx.deps.database.db;
    const { school } = await buildSchool(db);
    const { identity } = await buildIdentity(db, {
      type: 'school_admin',
      organizationId: school.id,
      permissions: { manage_survey_periods: true },
    });
    const token = await tokenFor(ctx.deps, identity);
    const klass = await buildClass(db, school.id, { name: '7.a', numStudents: 20 });
    const { version } = await buildPublishedSurvey(db, null);
    const made = await ctx.app.inject({
      method: 'POST',
      url: `/api/school/${school.id}/periods`,
      headers: bearer(token),
      payload: {
        survey_version_id: version.id,
        name: 'Spring',
        starts_at: hoursFromNow(-1),
        ends_at: hoursFromNow(24 * 14),
        anonymous: true,
        languages: ['en'],
        audience: { class_ids: [klass.id] },
      },
    });
    expect(made.statusCode).toBe(201);
    const close = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/school/${school.id}/periods/${made.json().data.id}/close`,
        headers: bearer(token),
      });
    return { close };
  }

  it('queues compute-benchmarks, and still closes when the send fails', async () => {
    const sent: string[] = [];
    ctx.deps.queue = {
      send: async (name) => {
        sent.push(name);
        return 'job-1';
      },
      isRunning: () => true,
      stop: async () => {},
    };
    const first = await openPeriod();
    const closed = await first.close();
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.status).toBe('closed');
    expect(sent).toEqual([computeBenchmarksJobName]);

    ctx.deps.queue = {
      send: async () => {
        throw new Error('queue down');
      },
      isRunning: () => false,
      stop: async () => {},
    };
    const second = await openPeriod();
    const closedAnyway = await second.close();
    expect(closedAnyway.statusCode).toBe(200);
    expect(closedAnyway.json().data.status).toBe('closed');
    ctx.deps.queue = null;
  });
});

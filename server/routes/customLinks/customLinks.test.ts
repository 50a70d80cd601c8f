import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../auth/secrets';
import { customLinks, events, polls, resultShareLinks } from '../../db/schema';
import { buildSchool } from '../../test/factories';
import { buildResultsPeriod } from '../../test/resultsFactories';
import { roleTokens } from '../../test/roleTokens';
import type { InjectMethod } from '../../test/superAdminTestApp';
import { superAdminTestApp } from '../../test/superAdminTestApp';
import { buildPublishedSurvey, hoursFromNow } from '../../test/surveyFactories';

const base = '/api/admin/custom-links';

describe('custom links (super-admin)', () => {
  const { send, db, deps } = superAdminTestApp();
  let tokens: Awaited<ReturnType<typeof roleTokens>>;
  let schoolSlug: string;
  let pollUrl: string;
  let classPollUrl: string;
  let invitationPollUrl: string;
  const shareToken = `share-${Date.now()}`;

  beforeAll(async () => {
    const world = await buildSchool(db());
    schoolSlug = world.school.slug;
    tokens = await roleTokens(deps(), world);
    const { version } = await buildPublishedSurvey(db(), null);
    const period = await buildResultsPeriod(db(), {
      organizationId: world.school.id,
      surveyVersionId: version.id,
      startsAt: new Date(hoursFromNow(-1)),
      endsAt: new Date(hoursFromNow(48)),
    });
    pollUrl = `public-${period.id}`;
    await db()
      .insert(polls)
      .values([
        { periodId: period.id, kind: 'public_link', urlToken: pollUrl },
        { periodId: period.id, kind: 'class_link', urlToken: `class-${period.id}` },
        { periodId: period.id, kind: 'invitation_link', urlToken: `invitation-${period.id}` },
      ]);
    classPollUrl = `class-${period.id}`;
    invitationPollUrl = `invitation-${period.id}`;
    await db()
      .insert(resultShareLinks)
      .values({ periodId: period.id, tokenHash: hashSecret(shareToken) });
  });

  const create = (body: object) => send('POST', base, body);
  const visit = (path: string) => send('GET', path, undefined, null);

  it('creates a link to a public poll that redirects and counts each visit in SQL', async () => {
    const response = await create({ slug: 'aptauja-2026', target: `https://balss.example/p/${pollUrl}` });
    expect(response.statusCode).toBe(201);
    const link = response.json().data;
    expect(link).toMatchObject({ slug: 'aptauja-2026', target: 'poll', destination: `/p/${pollUrl}` });
    expect(link.status).toBe('active');
    for (const path of ['/aptauja-2026', '/aptauja-2026/?utm=qr']) {
      const answer = await visit(path);
      expect(answer.statusCode, path).toBe(302);
      expect(answer.headers.location).toBe(`/p/${pollUrl}`);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect((await send('GET', `${base}/${link.id}`)).json().data.visits).toBe(2);
    const [event] = await db().select().from(events).where(eq(events.action, 'Created custom link'));
    expect(event.details).toMatchObject({ custom_link_id: link.id, slug: 'aptauja-2026' });
  });

  it('leads to an organisation page and to a results share link', async () => {
    const org = await create({ slug: 'musu-skola', target: `/${schoolSlug}` });
    expect(org.json().data).toMatchObject({ target: 'organization', destination: `/${schoolSlug}` });
    expect((await visit('/musu-skola')).headers.location).toBe(`/${schoolSlug}`);
    const share = await create({ slug: 'rezultati-2026', target: `/results/shared/${shareToken}` });
    expect(share.json().data.target).toBe('results_share');
    expect((await visit('/rezultati-2026')).headers.location).toBe(`/results/shared/${shareToken}`);
  });

  it("leads to a class link (its code is still asked), not to a campaign's invitation link", async () => {
    const answer = await create({ slug: 'klases-saite', target: `/p/${classPollUrl}` });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toMatchObject({ target: 'poll', destination: `/p/${classPollUrl}` });
    const invitation = await create({ slug: 'ieluguma-saite', target: `/p/${invitationPollUrl}` });
    expect(invitation.statusCode).toBe(422);
    expect(invitation.json().errors[0]).toMatch(/^target: /);
    expect(invitation.json().details).toEqual([{ field: 'target', code: 'not_link_target' }]);
  });

  it('refuses a slug of bad form, one of the app, an organisation slug or one taken, naming the field', async () => {
    const target = `/p/${pollUrl}`;
    for (const slug of ['AB', 'ab', 'a_b-c', 'Aptauja', 'x'.repeat(61), 'ar atstarpi']) {
      const answer = await create({ slug, target });
      expect(answer.statusCode, slug).toBe(422);
      expect(answer.json().errors[0], slug).toMatch(/^slug: use 3 to 60 lowercase/);
    }
    for (const slug of ['admin', 'api', 'vue', 'urlexpired', 'survey-builder', 'teacher', 'results']) {
      const answer = await create({ slug, target });
      expect(answer.statusCode, slug).toBe(422);
      expect(answer.json().errors, slug).toEqual([`slug: '/${slug}' is an address of the app itself`]);
    }
    const org = await create({ slug: schoolSlug, target });
    expect(org.statusCode).toBe(422);
    expect(org.json().errors).toEqual([`slug: '/${schoolSlug}' is an organisation's page`]);
    expect((await create({ slug: 'aptauja-2026', target })).statusCode).toBe(409);
  });

  it('refuses a target that is not a public poll, an organisation or a live share link', async () => {
    for (const target of [
      '/p/no-such-poll',
      '/results/shared/nope',
      '/no-such-org',
      'https://example.com/',
      '/admin/users',
    ]) {
      const answer = await create({ slug: 'kaut-kas', target });
      expect(answer.statusCode, target).toBe(422);
      expect(answer.json().errors[0], target).toMatch(/^target: /);
    }
  });

  it('sends a visit outside the validity window to /urlexpired without counting it', async () => {
    const target = `/p/${pollUrl}`;
    const expired = await create({
      slug: 'vecs-links',
      target,
      valid_from: hoursFromNow(-48),
      valid_until: hoursFromNow(-1),
    });
    expect(expired.json().data.status).toBe('expired');
    const early = await create({ slug: 'nakotnes-links', target, valid_from: hoursFromNow(24) });
    expect(early.json().data.status).toBe('scheduled');
    for (const path of ['/vecs-links', '/nakotnes-links']) {
      const answer = await visit(path);
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/urlexpired');
    }
    expect((await send('GET', `${base}/${expired.json().data.id}`)).json().data.visits).toBe(0);
    const backwards = await create({
      slug: 'atpakal',
      target,
      valid_from: hoursFromNow(2),
      valid_until: hoursFromNow(1),
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual(['valid_until: must be after valid_from']);
    const opened = await send('PATCH', `${base}/${early.json().data.id}`, { valid_from: null });
    expect(opened.json().data.status).toBe('active');
    expect((await visit('/nakotnes-links')).headers.location).toBe(`/p/${pollUrl}`);
  });

  it('lets a later organisation with the same slug win: the link steps aside', async () => {
    const link = (await create({ slug: 'velak-skola', target: `/p/${pollUrl}` })).json().data;
    await buildSchool(db(), { slug: 'velak-skola' });
    const answer = await visit('/velak-skola');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect((await send('GET', `${base}/${link.id}`)).json().data).toMatchObject({
      status: 'shadowed',
      visits: 0,
    });
  });

  it('leaves other one-segment paths to the SPA', async () => {
    expect((await visit('/nav-tada-linka')).statusCode).toBe(200);
  });

  it('updates and deletes, with an event each', async () => {
    const link = (await create({ slug: 'parmainit', target: `/p/${pollUrl}` })).json().data;
    const renamed = await send('PATCH', `${base}/${link.id}`, {
      slug: 'parmainits',
      target: `/${schoolSlug}`,
    });
    expect(renamed.json().data).toMatchObject({ slug: 'parmainits', target: 'organization' });
    expect((await send('PATCH', `${base}/${link.id}`, {})).statusCode).toBe(422);
    expect((await send('PATCH', `${base}/${link.id}`, { slug: 'admin' })).statusCode).toBe(422);
    expect((await send('DELETE', `${base}/${link.id}`)).statusCode).toBe(200);
    expect(await db().select().from(customLinks).where(eq(customLinks.id, link.id))).toEqual([]);
    expect((await send('DELETE', `${base}/${link.id}`)).statusCode).toBe(404);
    expect((await send('PATCH', `${base}/999999`, { slug: 'kaut-kas' })).statusCode).toBe(404);
    const actions = (await db().select().from(events)).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['Changed custom link', 'Deleted custom link']));
  });

  it('answers only a super-admin: anonymous 401, every other role 403', async () => {
    const list = await send('GET', base);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((link: { slug: string }) => link.slug)).toContain('aptauja-2026');
    const id = list.json().data[0].id;
    const calls: [InjectMethod, string, object?][] = [
      ['GET', base],
      ['GET', `${base}/${id}`],
      ['POST', base, { slug: 'svesa-saite', target: `/p/${pollUrl}` }],
      ['PATCH', `${base}/${id}`, { slug: 'svesa-saite' }],
      ['DELETE', `${base}/${id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await send(method, url, body, null)).statusCode, `${method} ${url}`).toBe(401);
      for (const [role, token] of Object.entries(tokens.members)) {
        expect((await send(method, url, body, token)).statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await send('GET', `${base}/${id}`)).statusCode).toBe(200);
  });
});

import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultCodeCount } from '../../../common/accessCodeCount';
import { groupMembers, groups, polls, responses } from '../../db/schema';
import { buildSchool } from '../../test/factories';
import { buildClass, buildStudent } from '../../test/respondentFactories';
import { buildResultsPeriod } from '../../test/resultsFactories';
import { roleTokens } from '../../test/roleTokens';
import { addLanguage, superAdminTestApp, translate, ukrainian } from '../../test/superAdminTestApp';
import { buildPublishedSurvey, hoursFromNow } from '../../test/surveyFactories';

const base = '/api/super-admin/code-generator';

/**
 * The page's first row of slips drawn at 1 pixel a point, in grey: the dark points (QR modules, text)
 * within 8 points of the cut line down the middle of the page. The dashed line itself is light grey.
 */
function darkPointsNearMiddleCut(pdf: string): number[] {
  execFileSync('pdftoppm', ['-gray', '-r', '72', '-f', '1', '-l', '1', '-singlefile', pdf, `${pdf}-gray`]);
  const image = readFileSync(`${pdf}-gray.pgm`);
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(image.toString('latin1', 0, 40));
  if (!header) throw new Error('pdftoppm wrote no greyscale image');
  const [columns, offset] = [Number(header[1]), header[0].length];
  const middle = Math.round(columns / 2);
  const dark: number[] = [];
  for (let y = 28; y < 178; y++)
    for (let x = middle - 8; x <= middle + 8; x++) if (image[offset + y * columns + x] < 60) dark.push(x);
  return dark;
}

describe('the code generator (super-admin)', () => {
  const { send, db, deps } = superAdminTestApp();
  let periodId: number;
  let pollIds: number[];
  let choirId: number;
  let otherSchoolGroupId: number;
  let tokens: Awaited<ReturnType<typeof roleTokens>>;

  beforeAll(async () => {
    const world = await buildSchool(db());
    tokens = await roleTokens(deps(), world, { manage_survey_periods: true });
    const { version } = await buildPublishedSurvey(db(), null);
    const period = await buildResultsPeriod(db(), {
      organizationId: world.school.id,
      surveyVersionId: version.id,
      startsAt: new Date(hoursFromNow(-1)),
      endsAt: new Date(hoursFromNow(48)),
    });
    periodId = period.id;
    const classes = [
      await buildClass(db(), world.school.id, { name: '7.a', numStudents: 24 }),
      await buildClass(db(), world.school.id, { name: '7.b' }),
    ];
    const rows = await db()
      .insert(polls)
      .values(
        classes.map((klass, index) => ({
          periodId,
          kind: 'class_link' as const,
          classId: klass.id,
          urlToken: `codegen-${periodId}-${index}`,
        })),
      )
      .returning();
    pollIds = rows.map((row) => row.id);
    const [choir] = await db()
      .insert(groups)
      .values({ organizationId: world.school.id, name: 'Koris' })
      .returning();
    choirId = choir.id;
    const singers = [
      await buildStudent(db(), world.school.id, classes[0].id),
      await buildStudent(db(), world.school.id, classes[0].id),
      await buildStudent(db(), world.school.id, classes[1].id),
    ];
    await db()
      .insert(groupMembers)
      .values(singers.map((singer) => ({ groupId: choir.id, identityId: singer.identity.id })));
    const other = await buildSchool(db());
    const [foreign] = await db()
      .insert(groups)
      .values({ organizationId: other.school.id, name: 'Koris' })
      .returning();
    otherSchoolGroupId = foreign.id;
  });

  it('lists a period class links', async () => {
    const response = await send('GET', `${base}/periods/${periodId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.classes.map((row: { class_name: string }) => row.class_name)).toEqual([
      '7.a',
      '7.b',
    ]);
    expect((await send('GET', `${base}/periods/999999`)).statusCode).toBe(404);
  });

  it('makes unguessable codes for every class link, redeemable on their class link', async () => {
    const response = await send('POST', base, { period_id: periodId, count: 3 });
    expect(response.statusCode).toBe(200);
    const { classes } = response.json().data;
    expect(classes).toHaveLength(2);
    for (const klass of classes) {
      expect(klass.codes).toHaveLength(3);
      for (const code of klass.codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    }
    const redeemed = await send('POST', '/api/access-codes/redeem', { code: classes[1].codes[0] }, null);
    expect(redeemed.json().data.poll_id).toBe(pollIds[1]);
    const refused = await send('POST', base, { period_id: periodId, count: 1, poll_ids: [999999] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('poll_ids: not class links of this period');
  });

  it("makes a group's codes, one per member on their own class's link, counted in the group", async () => {
    const listed = (await send('GET', `${base}/periods/${periodId}`)).json().data;
    expect(listed.groups).toEqual([{ id: choirId, name: 'Koris', members: 3 }]);
    const response = await send('POST', base, { period_id: periodId, group_id: choirId });
    expect(response.statusCode).toBe(200);
    const made = response.json().data.classes as { poll_id: number; class_name: string; codes: string[] }[];
    expect(made.map((row) => [row.class_name, row.codes.length])).toEqual([
      ['7.a · Koris', 2],
      ['7.b · Koris', 1],
    ]);
    const redeemed = await send('POST', '/api/access-codes/redeem', { code: made[1].codes[0] }, null);
    const responseId = randomUUID();
    const saved = await send(
      'PUT',
      `/api/pass-polls/responses/${responseId}`,
      { answers: {}, finished: false, language: 'en' },
      null,
      { 'x-poll-pass': redeemed.json().data.pass },
    );
    expect(saved.statusCode).toBe(200);
    const [row] = await db().select().from(responses).where(eq(responses.id, responseId));
    expect(row.groupIds).toEqual([choirId]);
    expect(row.pollId).toBe(pollIds[1]);

    const slips = await send('POST', `${base}/slips`, {
      period_id: periodId,
      language: 'en',
      classes: [{ poll_id: made[0].poll_id, codes: made[0].codes }],
    });
    const folder = mkdtempSync(join(tmpdir(), 'group-slips-'));
    writeFileSync(join(folder, 'slips.pdf'), slips.rawPayload);
    expect(execFileSync('pdftotext', [join(folder, 'slips.pdf'), '-']).toString()).toContain('Koris');

    const foreign = await send('POST', base, { period_id: periodId, group_id: otherSchoolGroupId });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe("group_id: not a group of this period's school");
    const mixed = await send('POST', base, { period_id: periodId, group_id: choirId, count: 2 });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().message).toContain("group_id: a group's codes are one per member");
    // Without a count each class gets one code per pupil it expects, as the school's own screens offer.
    const byHeadCount = await send('POST', base, { period_id: periodId });
    expect(byHeadCount.statusCode).toBe(200);
    const counted = byHeadCount.json().data.classes as { class_name: string; codes: string[] }[];
    expect(counted.map((row) => [row.class_name, row.codes.length])).toEqual([
      ['7.a', 24],
      ['7.b', defaultCodeCount(0)],
    ]);
  });

  it('prints the codes as PDF slips with the link as a QR code', async () => {
    const made = (await send('POST', base, { period_id: periodId, count: 2, poll_ids: [pollIds[0]] })).json()
      .data;
    const slips = await send('POST', `${base}/slips`, {
      period_id: periodId,
      language: 'lv',
      classes: [{ poll_id: pollIds[0], codes: made.classes[0].codes }],
    });
    expect(slips.statusCode).toBe(200);
    expect(slips.headers['content-type']).toBe('application/pdf');
    const folder = mkdtempSync(join(tmpdir(), 'slips-'));
    writeFileSync(join(folder, 'slips.pdf'), slips.rawPayload);
    const text = execFileSync('pdftotext', [join(folder, 'slips.pdf'), '-']).toString();
    expect(text).toContain(made.classes[0].codes[0]);
    expect(text).toContain('7.a klase');
    // Typed: the short address any code finds its class from; scanned: a QR code on every slip.
    expect(text).toContain('localhost:3000/kods');
    expect(text).not.toContain('/p/');
    const images = execFileSync('pdfimages', ['-list', join(folder, 'slips.pdf')]).toString();
    const drawn = images.split('\n').filter((line) => /^\s*\d+\s+\d+\s+image\b/.test(line));
    expect(drawn).toHaveLength(made.classes[0].codes.length);
    execFileSync('pdftoppm', ['-png', '-r', '60', join(folder, 'slips.pdf'), join(folder, 'page')]);
    expect(readdirSync(folder).some((name) => name.endsWith('.png'))).toBe(true);
    // The QR code and its quiet zone stay clear of the cut line between the two slips of a row.
    expect(darkPointsNearMiddleCut(join(folder, 'slips.pdf'))).toEqual([]);
    const forged = await send('POST', `${base}/slips`, {
      period_id: periodId,
      language: 'en',
      classes: [{ poll_id: pollIds[0], codes: ['ABCDE-FGHJK'] }],
    });
    expect(forged.statusCode).toBe(422);
  });

  it('prints slips in a language added for surveys: its own words where translated, English elsewhere', async () => {
    await addLanguage(send, ukrainian);
    await translate(send, 'uk', { 'survey_periods.sheet.step_code': 'Введи свій код:' });
    const made = (await send('POST', base, { period_id: periodId, count: 1, poll_ids: [pollIds[1]] })).json()
      .data;
    const body = {
      period_id: periodId,
      language: 'uk',
      classes: [{ poll_id: pollIds[1], codes: made.classes[0].codes }],
    };
    const early = await send('POST', `${base}/slips`, body);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(
      'language: uk is not a language switched on for surveys (/admin/manage-languages)',
    );
    expect((await send('PATCH', '/api/admin/languages/uk', { survey_enabled: true })).statusCode).toBe(200);
    const slips = await send('POST', `${base}/slips`, body);
    expect(slips.statusCode, slips.body).toBe(200);
    const folder = mkdtempSync(join(tmpdir(), 'uk-slips-'));
    writeFileSync(join(folder, 'slips.pdf'), slips.rawPayload);
    const text = execFileSync('pdftotext', [join(folder, 'slips.pdf'), '-']).toString();
    expect(text).toContain('Введи свій код:');
    expect(text).not.toContain('Enter your code:');
    expect(text).toContain('Class 7.b');
    expect(text.replace(/\s+/g, ' ')).toContain('Answer the questions and send your answers.');
    expect(text).toContain('or scan');
    expect(text).toContain(made.classes[0].codes[0]);

    const unknown = await send('POST', `${base}/slips`, { ...body, language: 'xx' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(
      'language: xx is not a language switched on for surveys (/admin/manage-languages)',
    );
    expect((await send('POST', `${base}/slips`, { ...body, language: 'Ukrainian!' })).statusCode).toBe(422);
  });

  it('refuses everyone but a super-admin', async () => {
    const calls: ['GET' | 'POST', string, object?][] = [
      ['GET', `${base}/periods/${periodId}`],
      ['POST', base, { period_id: periodId, count: 1 }],
      [
        'POST',
        `${base}/slips`,
        { period_id: periodId, language: 'en', classes: [{ poll_id: pollIds[0], codes: ['ABCDE-FGHJK'] }] },
      ],
    ];
    for (const [method, url, body] of calls) {
      expect((await send(method, url, body, null)).statusCode).toBe(401);
      for (const token of Object.values(tokens.members))
        expect((await send(method, url, body, token)).statusCode).toBe(403);
    }
  });
});

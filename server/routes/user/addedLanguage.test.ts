import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationKeys, translations, users } from '../../db/schema';
import { loadActionPlanWords } from '../../services/exports/pdf/actionPlan/actionPlanWords';
import { renderActionMail } from '../../services/mail/actionPlanMails';
import { sendMailJob } from '../../services/mail/mailer';
import { bearer, buildIdentity, buildSchool, signIn, testPassword } from '../../test/factories';
import { lastMailTo } from '../../test/outbox';
import { tokenOf } from '../../test/roleTokens';
import { startSmtpCatcher } from '../../test/smtpCatcher';
import { addLanguage, translate, ukrainian } from '../../test/superAdminTestApp';
import { createTestApp, type TestApp } from '../../test/testApp';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const notOn = (field: string, code: string, what = 'the interface') =>
  `${field}: ${code} is not a language switched on for ${what} (/admin/manage-languages)`;

/**
 * A person's language is data (issue 17): a language added at /admin/manage-languages and switched on for the
 * interface can be a profile's, a user record's and an organisation's language, and the account mail the
 * server writes reads its translations, English for the texts it has not translated yet.
 */
describe('a language added at /admin/manage-languages as a person’s and an organisation’s language', () => {
  let ctx: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let superAdmin: string;
  const db = () => ctx.deps.database.db;
  const send = (method: Method, url: string, payload?: object, token: string | null = superAdmin) =>
    ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
  /** A teacher of a fresh school, signed in. */
  const teacher = async () => {
    const { school } = await buildSchool(db());
    const member = await buildIdentity(db(), {
      type: 'teacher',
      organizationId: school.id,
      password: testPassword,
    });
    return { ...member, school, token: (await signIn(ctx.app, member.user.username)).token };
  };
  /** Delivers the outbox row through the real SMTP server (as the send-mail job does) and returns what arrived. */
  const deliver = async (address: string) => {
    const row = await lastMailTo(db(), address);
    await sendMailJob(db(), ctx.deps.config).handle({ outboxId: row.id });
    const caught = smtp.mails.filter((mail) => mail.to === address).at(-1);
    expect(caught, `mail to ${address}`).toBeDefined();
    return caught!;
  };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    ctx = await createTestApp({ config: { smtpUrl: smtp.url, appUrl: 'http://localhost:3000' } });
    superAdmin = await tokenOf(ctx.deps, 'super_admin', null);
    await addLanguage(send, ukrainian);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('refuses a language until it is switched on for the interface, then takes it as the profile’s', async () => {
    const { token } = await teacher();
    const profile = (language: string) => send('PATCH', '/api/user/profile', { language }, token);
    const early = await profile('uk');
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual([notOn('language', 'uk')]);
    const unknown = await profile('xx');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([notOn('language', 'xx')]);
    const malformed = await profile('Ukrainian!');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.join()).toContain('language: must be a language code');

    expect((await send('PATCH', '/api/admin/languages/uk', { enabled: true })).statusCode).toBe(200);
    expect((await profile('uk')).statusCode).toBe(200);
    const me = await send('GET', '/api/user', undefined, token);
    expect(me.json().data.language).toBe('uk');

    // Switched off again: the user keeps it (saving the form with it works), a new user cannot choose it.
    expect((await send('PATCH', '/api/admin/languages/uk', { enabled: false })).statusCode).toBe(200);
    const kept = await send('PATCH', '/api/user/profile', { name: 'Олена', language: 'uk' }, token);
    expect(kept.statusCode).toBe(200);
    const other = await teacher();
    const refused = await send('PATCH', '/api/user/profile', { language: 'uk' }, other.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([notOn('language', 'uk')]);
    expect((await send('PATCH', '/api/admin/languages/uk', { enabled: true })).statusCode).toBe(200);
  });

  it('lets the super-admin give a user an added language, and names a code that is not one', async () => {
    const username = `olena-${randomUUID().slice(0, 8)}`;
    const made = await send('POST', '/api/admin/users', { username, name: 'Олена', language: 'uk' });
    expect(made.statusCode).toBe(201);
    expect(made.json().data.language).toBe('uk');
    const bad = await send('POST', '/api/admin/users', {
      username: `${username}-2`,
      name: 'X',
      language: 'xx',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([notOn('language', 'xx')]);
    const patched = await send('PATCH', `/api/admin/users/${made.json().data.id}`, { language: 'lt' });
    expect(patched.statusCode).toBe(422);
    expect(patched.json().errors).toEqual([notOn('language', 'lt')]);
  });

  it('takes an added language for an organisation when it is on for the interface or for surveys', async () => {
    const slug = `org-${randomUUID().slice(0, 8)}`;
    const organization = (languages: string[], default_language: string, suffix = '') =>
      send('POST', '/api/admin/organizations', {
        name: 'Київська школа',
        slug: `${slug}${suffix}`,
        type: 'organization',
        languages,
        default_language,
      });
    const made = await organization(['uk', 'lv'], 'uk');
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({ languages: ['uk', 'lv'], default_language: 'uk' });
    await addLanguage(send, { code: 'lt', name: 'Lithuanian', native_name: 'Lietuvių' });
    const off = await organization(['lt', 'lv'], 'lv', '-2');
    expect(off.statusCode).toBe(422);
    expect(off.json().errors).toEqual([notOn('languages', 'lt', 'the interface or surveys')]);
    expect((await send('PATCH', '/api/admin/languages/lt', { survey_enabled: true })).statusCode).toBe(200);
    const patched = await send('PATCH', `/api/admin/organizations/${made.json().data.id}`, {
      languages: ['uk', 'lv', 'lt'],
    });
    expect(patched.statusCode).toBe(200);
    const twice = await send('PATCH', `/api/admin/organizations/${made.json().data.id}`, {
      languages: ['lv', 'lv'],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual(['languages: a language is named twice']);
  });

  it('mails a Ukrainian user’s password link in Ukrainian where translated and in English for the rest', async () => {
    await translate(send, 'uk', { 'mail.password_reset.subject': 'Скидання пароля Balss' });
    const { user } = await teacher();
    await db().update(users).set({ language: 'uk' }).where(eq(users.id, user.id));
    // Asked from an English screen: the account's own language decides.
    const asked = await send('POST', '/api/auth/forgot-password', { email: user.email }, null);
    expect(asked.statusCode).toBe(200);
    const mail = await deliver(user.email!);
    expect(mail.subject).toBe('Скидання пароля Balss');
    expect(mail.text).toMatch(/^Someone asked to reset the password of your Balss account\./);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/users\/reset-password\?token=\S+/);
    expect(mail.text).not.toContain('{{');
  });

  it('writes a new account’s create-password mail in the asker’s added language (the Language header)', async () => {
    await translate(send, 'uk', {
      'mail.create_password.text':
        'Ласкаво просимо до Balss. Створіть пароль тут (посилання діє 7 днів):\n{{link}}',
    });
    const username = `taras-${randomUUID().slice(0, 8)}`;
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      payload: { username, name: 'Тарас', email: `${username}@example.ua`, send_password_link: true },
      headers: { ...bearer(superAdmin), language: 'uk' },
    });
    expect(made.statusCode).toBe(201);
    const mail = await deliver(`${username}@example.ua`);
    expect(mail.subject).toBe('Create your Balss password');
    expect(mail.text).toMatch(
      /^Ласкаво просимо до Balss\. Створіть пароль тут \(посилання діє 7 днів\):\nhttp:\/\/localhost:3000\/users\/reset-password\?token=\S+&new_user=1$/,
    );
  });

  it('writes an action owner’s mail in an added language, English for its untranslated texts', async () => {
    await translate(send, 'uk', {
      'mail.action_assigned.subject': 'Нове завдання для вас: {{action}}',
      'mail.action_assigned.due': 'Термін: {{date}}',
    });
    const facts = {
      action: 'Duty rota for the yard',
      plan: 'Safer breaks',
      school: 'Київська школа',
      link: 'http://localhost:3000/school/action-plans/7',
    };
    const assigned = await renderActionMail(db(), 'action_assigned', 'uk', { ...facts, dueOn: '2026-12-01' });
    expect(assigned.subject).toBe('Нове завдання для вас: Duty rota for the yard');
    expect(assigned.text).toBe(
      'Київська школа has made you the owner of an action in the plan "Safer breaks":\n\nDuty rota for the yard\nТермін: 2026-12-01\n\nOpen the plan:\nhttp://localhost:3000/school/action-plans/7',
    );
    const undated = await renderActionMail(db(), 'action_assigned', 'uk', { ...facts, dueOn: null });
    expect(undated.text).toContain('\nNo due date yet.\n');
    const latvian = await renderActionMail(db(), 'action_due_soon', 'lv', { ...facts, dueOn: '2026-12-01' });
    expect(latvian.subject).toBe('Termiņš pēc nedēļas: Duty rota for the yard');
  });

  it('prints the action plan PDF’s words in an added language, plural forms included, English for the rest', async () => {
    await translate(send, 'uk', {
      'actionPlans.pdf.heading': 'План дій',
      'actionPlans.pdf.statuses.done': 'виконано',
    });
    // A plural form English lacks comes from the translators' spreadsheet (translationImport): written here.
    const [few] = await db()
      .select({ id: translationKeys.id })
      .from(translationKeys)
      .where(eq(translationKeys.key, 'actionPlans.pdf.more_actions_few'));
    await db().insert(translations).values({
      keyId: few.id,
      languageCode: 'uk',
      value: '… і ще {{count}} дії: дивіться план у Balss.',
      source: 'admin',
    });
    const words = await loadActionPlanWords(db(), 'uk');
    expect(words.heading).toBe('План дій');
    expect(words.statuses).toEqual({
      planned: 'planned',
      in_progress: 'in progress',
      done: 'виконано',
      dropped: 'dropped',
    });
    expect(words.moreActions(3)).toBe('… і ще 3 дії: дивіться план у Balss.');
    // Ukrainian's "many" form is not translated: English's own form for 5.
    expect(words.moreActions(5)).toBe('… and 5 more actions: see the plan in Balss.');
    const russian = await loadActionPlanWords(db(), 'ru');
    expect(russian.moreActions(1)).toBe('… и ещё 1 действие; весь план — в Balss.');
    expect(russian.moreActions(5)).toBe('… и ещё 5 действий; весь план — в Balss.');
  });
});

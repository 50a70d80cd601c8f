import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { flattenDictionary } from '../common/dictionary';
import { sampleSurvey } from '../common/survey/surveyFixture';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import { apiAs } from './support/apiFromPage';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { openFromMore } from './support/navigation';
import { patiently } from './support/patiently';
import { path, signIn, signInAndLand, waitForPath } from './support/signIn';

/** A few of the sample survey's texts in Ukrainian, as a translator wrote them. */
const ukrainianText: Record<string, string> = {
  Wellbeing: 'Самопочуття',
  'I feel safe at school.': 'Я почуваюся в школі в безпеці.',
  'About you': 'Про тебе',
};

/** Issue 17: running the platform from the super-admin back office. */
describe('running the platform', () => {
  const { visit, url } = useJourney();

  it('downloads the event log of sign-ins and opens it', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    // The back office's later tools stand under More in the main navigation.
    await openFromMore(page, 'Event log');
    await page.getByRole('heading', { name: 'Event log', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Category' }).fill('Login');
    await expectNoAxeViolations(page, 'platform-admin-event-log');
    await screenshot(page, 'platform-admin-event-log');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^events-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,identity_id,identity_type,org_id,category,action,details,user_id,impersonator_user_id',
    );
    const rows = lines.slice(1).map((line) => line.split(','));
    // super's own sign-in a moment ago is there, and nothing but sign-ins.
    expect(rows.some((row) => row[3] === 'super_admin')).toBe(true);
    expect(rows.every((row) => row[5] === 'Login')).toBe(true);
  });

  it('publishes new terms, and teacher is asked to accept again', async () => {
    const teacherHome = '/school/teacher/dashboard';
    let page = await visit('/users/login');
    await signInAndLand(page, 'teacher', teacherHome);

    page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    await page.goto(`${url()}/admin/terms`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Terms of use', level: 1 }).waitFor();
    const title = page.getByRole('textbox', { name: 'Title' });
    await title.fill('Terms of use — 2027');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('The draft has been saved.').waitFor();
    await page.getByRole('tab', { name: /Latviešu/ }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Lietošanas noteikumi — 2027');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('The draft has been saved.').first().waitFor();
    // A version is published in every interface language or not at all (issue 41.8).
    await page.getByRole('tab', { name: /Русский/ }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Условия использования — 2027');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('The draft has been saved.').first().waitFor();
    await expectNoAxeViolations(page, 'platform-admin-terms-draft');
    await screenshot(page, 'platform-admin-terms-draft');
    const publish = page.getByRole('button', { name: /^Publish version \d+$/ });
    const version = Number((await publish.textContent())?.replace(/\D/g, ''));
    await publish.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    await page.getByText(`Version ${version} is published.`, { exact: false }).waitFor();

    // teacher accepted the terms before; the new version stops them at the gate.
    page = await visit('/users/login');
    await signIn(page, 'teacher');
    await waitForPath(page, (pathname) => pathname === '/short-terms');
    await page.getByRole('heading', { name: 'Terms of use — 2027' }).waitFor();
    await expectNoAxeViolations(page, 'platform-admin-terms-accept-again');
    await screenshot(page, 'platform-admin-terms-accept-again');
    await page.getByRole('button', { name: 'I accept the terms' }).click();
    await waitForPath(page, (pathname) => pathname === teacherHome);

    // The public terms page in Latvian shows the new version too.
    await page.goto(`${url()}/terms/lv`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Lietošanas noteikumi — 2027' }).waitFor();
    expect(path(page)).toBe('/terms/lv');
  });

  it('adds Ukrainian, translates a Latvian text and sees it in the app', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    await page.goto(`${url()}/admin/manage-languages`, { waitUntil: 'networkidle' });
    await page.getByLabel(/^Code/).fill('uk');
    await page.getByLabel(/^Name in English/).fill('Ukrainian');
    await page.getByLabel(/^Name in the language itself/).fill('Українська');
    await page.getByRole('button', { name: 'Add language' }).click();
    const ukrainian = page.getByRole('row').filter({ hasText: 'Ukrainian · uk' });
    await ukrainian.getByText('Not shown').waitFor();
    await expectNoAxeViolations(page, 'platform-admin-languages');
    await screenshot(page, 'platform-admin-languages');

    await page.getByRole('link', { name: 'Latviešu' }).click();
    await waitForPath(page, (pathname) => pathname === '/admin/manage-translations/lv');
    await page.getByLabel('Search keys and texts').fill('platform_admin.translations.search');
    const text = page.getByRole('textbox', { name: 'Text of platform_admin.translations.search' });
    await text.fill('Meklēt tulkojumos');
    await page.getByRole('row').filter({ has: text }).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Edited here').waitFor();
    await expectNoAxeViolations(page, 'platform-admin-translations');
    await screenshot(page, 'platform-admin-translations');

    // A plural form Latvian has and English lacks is a row of its own, beside the English "other" text.
    await page.getByLabel('Search keys and texts').fill('respondents.users.count_');
    await page.getByText('Plural form “zero”: for counts like 0, 10, 11, 12').waitFor();
    await expectNoAxeViolations(page, 'platform-admin-translations-plural');
    await screenshot(page, 'platform-admin-translations-plural');

    // In Latvian the screen's own search field now reads the edited text.
    await page.getByText('LV', { exact: true }).click();
    await page.getByLabel('Meklēt tulkojumos').waitFor();
  });

  it('imports a translator’s Ukrainian spreadsheet, switches Ukrainian on and the app speaks it', async () => {
    // Goes on from the journey above, which added Ukrainian (switched off).
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    await page.goto(`${url()}/admin/manage-translations/uk`, { waitUntil: 'networkidle' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download spreadsheet' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('translations-uk.xlsx');

    // The translator's work: real Ukrainian for the texts this journey reads; the bulk of the file from the
    // Russian texts (where their {{values}} match), so that the language is complete enough for the switcher.
    const ukrainian: Record<string, string> = {
      'layout.language': 'Мова',
      'platform_admin.languages.title': 'Мови',
      'platform_admin.languages.intro':
        'Мови інтерфейсу та опитувань. Нова мова спочатку вимкнена; перемикач мов пропонує її, щойно її увімкнено й перекладено щонайменше {{percent}} % англійських текстів.',
      'platform_admin.languages.shown': 'Показано',
      'platform_admin.languages.hidden': 'Не показано',
      // The poll's own words, for the Ukrainian survey below; the rest of its scale stays untranslated.
      'poll.start': 'Почати',
      'poll.scales.agreement.5': 'Повністю згоден',
    };
    const russian = flattenDictionary(ru) as Record<string, string>;
    const english = flattenDictionary(en) as Record<string, string>;
    const values = (text: string) =>
      [...text.matchAll(/\{\{\s*(\w+)/g)]
        .map((m) => m[1])
        .sort()
        .join();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'key', 'English', 'Ukrainian (uk)', 'note']);
    sheet.eachRow((row, line) => {
      if (line === 1) return;
      const key = String(row.getCell(1).value);
      const fromRussian =
        russian[key] && values(russian[key]) === values(english[key] ?? '') ? russian[key] : null;
      // The translator has not reached the other words of the agreement scale: the poll shows them in English.
      const leftOut = key.startsWith('poll.scales.agreement.') && !ukrainian[key];
      row.getCell(3).value = leftOut ? null : (ukrainian[key] ?? fromRussian ?? String(row.getCell(2).value));
    });
    const filled = join(tmpdir(), `translations-uk-${Date.now()}.xlsx`);
    await workbook.xlsx.writeFile(filled);
    await page.locator('input[type="file"]').setInputFiles(filled);
    await page.getByText('Spreadsheet imported').waitFor();
    await expectNoAxeViolations(page, 'platform-admin-translations-import');
    await screenshot(page, 'platform-admin-translations-import');

    // Complete enough now; switched on, it joins the switcher.
    await page.getByRole('link', { name: '← Languages' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Ukrainian · uk' });
    await row.getByRole('switch', { name: 'Ukrainian in the interface' }).click();
    await row.getByText('Shown').waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText('UK', { exact: true }).click();
    await page.getByRole('heading', { name: 'Мови', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('uk');
    await expectNoAxeViolations(page, 'platform-admin-languages-uk');
    await screenshot(page, 'platform-admin-languages-uk');

    // The translations screen's new buttons in Latvian and Russian.
    await page.goto(`${url()}/admin/manage-translations/uk`, { waitUntil: 'networkidle' });
    await page.getByText('LV', { exact: true }).click();
    await page.getByRole('button', { name: 'Lejupielādēt izklājlapu' }).waitFor();
    await expectNoAxeViolations(page, 'platform-admin-translations-lv');
    await screenshot(page, 'platform-admin-translations-lv');
    await page.getByText('RU', { exact: true }).click();
    await page.getByRole('button', { name: 'Скачать таблицу' }).waitFor();
    await expectNoAxeViolations(page, 'platform-admin-translations-ru');
    await screenshot(page, 'platform-admin-translations-ru');
  });

  it('switches Ukrainian on for surveys: a survey is written, published and filled in in Ukrainian', async () => {
    // Goes on from the journeys above (Ukrainian added, translated from the spreadsheet).
    let page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    await page.goto(`${url()}/admin/manage-languages`, { waitUntil: 'networkidle' });
    const row = page.getByRole('row').filter({ hasText: 'Ukrainian · uk' });
    const forSurveys = row.getByRole('switch', { name: 'Ukrainian in surveys' });
    await forSurveys.click();
    await expect.poll(() => forSurveys.isChecked(), patiently).toBe(true);

    // The school's designer writes the survey in English and Ukrainian (the texts through the API, as
    // pasted from a translator), then sees Ukrainian as a tab of the builder and publishes both.
    page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    const content = JSON.parse(
      JSON.stringify(sampleSurvey(), (_key, value) =>
        value && typeof value === 'object' && typeof value.en === 'string'
          ? { en: value.en, uk: ukrainianText[value.en] ?? `${value.en} (укр.)` }
          : value,
      ),
    );
    const school = await apiAs<{ id: number }>(page, 'GET', 'user/school');
    const survey = await apiAs<{ uuid: string }>(page, 'POST', 'surveys', {
      audience: 'student',
      title: 'Wellbeing',
      organization_id: school.id,
    });
    await apiAs(page, 'PUT', `surveys/${survey.uuid}/draft`, { content, revision: 0 });
    await page.goto(`${url()}/survey-builder/${survey.uuid}`, { waitUntil: 'networkidle' });
    const tab = page.getByRole('tab', { name: /Українська/ });
    await tab.click();
    await page.getByText('Повністю згоден').first().waitFor();
    await expectNoAxeViolations(page, 'platform-admin-survey-builder-uk');
    await screenshot(page, 'platform-admin-survey-builder-uk');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish a version' });
    expect(await dialog.getByRole('checkbox', { name: 'Українська' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Publish version 1' }).click();
    await page.getByText('Version 1 published in English, Українська.').waitFor();

    const [version] = await apiAs<{ versions: { id: number }[] }>(page, 'GET', `surveys/${survey.uuid}`).then(
      (detail) => detail.versions,
    );
    const classes = await apiAs<{ id: number; name: string }[]>(page, 'GET', `school/${school.id}/classes`);
    const nineA = classes.find((klass) => klass.name === '9.a');
    const period = await apiAs<{ public_link: string }>(page, 'POST', `school/${school.id}/periods`, {
      survey_version_id: version.id,
      name: 'Опитування українською',
      starts_at: new Date(Date.now() - 3600_000).toISOString(),
      ends_at: new Date(Date.now() + 7 * 86400_000).toISOString(),
      anonymous: true,
      languages: ['uk'],
      audience: { class_ids: [nineA?.id], public_link: true },
    });

    // A respondent on an English browser: the poll speaks Ukrainian, English where a word is untranslated.
    const poll = await visit(`/p/${period.public_link}`);
    await poll.getByRole('button', { name: 'Почати' }).click();
    await poll.getByText(ukrainianText['I feel safe at school.']).waitFor();
    await poll.getByRole('radio', { name: 'Повністю згоден' }).first().waitFor();
    await poll.getByRole('radio', { name: 'Strongly disagree' }).first().waitFor();
    expect(await poll.evaluate(() => document.documentElement.lang)).toBe('uk');
    await expectNoAxeViolations(poll, 'platform-admin-poll-uk');
    await screenshot(poll, 'platform-admin-poll-uk');
  });
});

import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiFromPage';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { signInAndLand } from './support/signIn';

type Package = { id: number; name: string; is_free: boolean };
/** Switches a signed-in page to another language, as the header's switch does. */
async function switchTo(page: import('playwright-core').Page, language: 'lv' | 'ru') {
  await page.evaluate((code) => sessionStorage.setItem('language', code), language);
  await page.reload({ waitUntil: 'networkidle' });
}
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** Issue 17: survey packages decide what a school's wizard offers; the dashboards manager adds a notice. */
describe('survey packages and the dashboards manager', () => {
  const { visit, url } = useJourney();

  it("a super-admin gives the demo school a package with one survey, and the school's wizard offers only it", async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    await page.goto(`${url()}/admin/survey-packages`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Survey packages', level: 1 }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Pašvaldības skolu pakete' }).waitFor();
    await page.getByRole('link', { name: 'New package' }).first().click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Teacher survey pilot');
    await page.getByRole('textbox', { name: 'Surveys' }).click();
    await page.getByRole('option', { name: /Teacher survey: work and wellbeing/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Organisations' }).fill('Demo Secondary');
    await page.getByRole('option', { name: /Demo Secondary School/ }).click();
    await page.keyboard.press('Escape');
    await expectNoAxeViolations(page, 'survey-package-form-en');
    await screenshot(page, 'survey-package-form-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('row').filter({ hasText: 'Teacher survey pilot' }).waitFor();
    await expectNoAxeViolations(page, 'survey-packages-en');
    await screenshot(page, 'survey-packages-en');

    // The municipality's demo package ends yesterday, so the school holds only the pilot.
    const packages = await apiAs<Package[]>(page, 'GET', 'admin/survey-packages');
    const demo = packages.find((pkg) => pkg.name === 'Pašvaldības skolu pakete');
    await apiAs(page, 'PATCH', `admin/survey-packages/${demo?.id}`, { valid_to: yesterday() });

    const admin = await visit('/users/login');
    await signInAndLand(admin, 'admin', '/school/admin/dashboard');
    await admin.goto(`${url()}/survey/wizard`, { waitUntil: 'networkidle' });
    await admin.getByText('Teacher survey: work and wellbeing').first().waitFor();
    const offered = await admin.locator('[data-survey]').allTextContents();
    expect(offered.filter((text) => /wellbeing|Labsajūta|Parent|Vecāk/i.test(text))).toEqual([
      expect.stringContaining('Teacher survey: work and wellbeing'),
    ]);
    await expectNoAxeViolations(admin, 'survey-package-wizard-en');
    await screenshot(admin, 'survey-package-wizard-en');

    const lv = await visit('/users/login');
    await signInAndLand(lv, 'super', '/admin/organizations');
    await lv.goto(`${url()}/admin/survey-packages`, { waitUntil: 'networkidle' });
    await switchTo(lv, 'lv');
    await lv.getByRole('heading', { name: 'Aptauju paketes', level: 1 }).waitFor();
    await expectNoAxeViolations(lv, 'survey-packages-lv');
    await screenshot(lv, 'survey-packages-lv');
  });

  it('a super-admin adds a notice for the demo school and the teacher dashboard shows it', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    const schools = await apiAs<{ organizations: { id: number; name: string }[] }>(
      page,
      'GET',
      'admin/survey-packages/choices',
    );
    const school = schools.organizations.find((org) => org.name === 'Demo Secondary School');
    await page.goto(`${url()}/admin/dashboards-manager/${school?.id}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Dashboards of Demo Secondary School', level: 1 }).waitFor();
    await page
      .getByRole('textbox', { name: 'Notice (English)' })
      .fill('Staff meeting on Friday at 15:00 <b>hall</b>');
    await page
      .getByRole('textbox', { name: 'Notice (Latviešu)' })
      .fill('Sapulce piektdien plkst. 15.00 zālē');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('row').filter({ hasText: 'Staff meeting on Friday' }).waitFor();
    await expectNoAxeViolations(page, 'dashboards-manager-en');
    await screenshot(page, 'dashboards-manager-en');

    await switchTo(page, 'ru');
    const ru = page;
    await ru.getByRole('heading', { name: /Главные страницы/, level: 1 }).waitFor();
    await expectNoAxeViolations(ru, 'dashboards-manager-ru');
    await screenshot(ru, 'dashboards-manager-ru');

    const teacher = await visit('/users/login');
    await signInAndLand(teacher, 'teacher', '/school/teacher/dashboard');
    // The text is shown as typed: the markup is not run.
    await teacher.getByText('Staff meeting on Friday at 15:00 <b>hall</b>').waitFor();
    await expectNoAxeViolations(teacher, 'dashboard-notice-teacher-en');
    await screenshot(teacher, 'dashboard-notice-teacher-en');

    await switchTo(teacher, 'lv');
    const teacherLv = teacher;
    await teacherLv.getByText('Sapulce piektdien plkst. 15.00 zālē').waitFor();
    await expectNoAxeViolations(teacherLv, 'dashboard-notice-teacher-lv');
    await screenshot(teacherLv, 'dashboard-notice-teacher-lv');
  });
});

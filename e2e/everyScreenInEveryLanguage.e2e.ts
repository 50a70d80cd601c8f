/**
 * Every screen of the route table (web/routing/routes/) in lv, ru and en, each checked by axe (WCAG 2.0/2.1 A and
 * AA and 2.2 AA) once it shows its content, signed in as the demo role that uses it (issue 41). Ids come from the
 * links the lists show, so the journey follows the demo data rather than fixed numbers.
 *
 * Left to the journeys that make the state they need (a token, a draft, a published plan) and run axe on their way:
 * - /student/poll, /teacher/poll, the poll's pages after /kods: pollJourney (poll, classroom, anonymity).
 * - /success-plan/:token (the public plan page needs a published plan): actionPlans.
 * - /auth/invite/:token, /invitations/unsubscribe/:token: invitationAcceptance, invitations.
 * - /users/reset-password, /users/create-password, /tokenized: passwordReset, accounts.
 * - /results/shared/:token, /pdfv2/:action: results, printView.
 * - /school/class-session/:periodId/:classId: classroomCampaign; /self-assessment/results/:id: selfAssessment.
 * - /users/identity, /users/unbecome (impersonation): accounts; /logout and redirects: no screen of their own.
 * - /survey-builder/:uuid, /survey/wizard: surveyBuilder, surveyWizard (a draft of one's own to edit).
 * - /school/action-plans/:id: actionPlans; /school/eu-groups: euGroups (a school that calls classes groups);
 *   /admin/invitation-manager/:id: invitations; /admin/benchmark/:id, its access: benchmarks (no demo benchmark);
 *   /v2/organization/results/open/…: schoolsView, regionHome; /preview/survey/:slug: selfAssessment.
 * Not checked by any journey yet: /admin/linked-school-periods/:id, /admin/organization-property-value-users/:id,
 * /admin/benchmark/:id/item/:key.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { signInAndLand } from './support/signIn';

const languages = ['lv', 'ru', 'en'] as const;
type Language = (typeof languages)[number];

/** Opens the screen in the language and waits until it shows content, not a loader. */
async function open(page: Page, origin: string, route: string, language: Language): Promise<void> {
  await page.evaluate((code) => {
    sessionStorage.setItem('language', code);
    sessionStorage.setItem('language_chosen', 'true');
  }, language);
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
  await expect.poll(() => page.locator('html').getAttribute('lang'), patiently).toBe(language);
  await page.locator('h1').first().waitFor(patiently);
  // The style book shows the loaders as samples.
  if (route === '/stylebook') return;
  await expect
    .poll(
      () => page.locator('[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root').count(),
      patiently,
    )
    .toBe(0);
}

/** Each screen in each language; every screen's violations are gathered, then reported together. */
async function checkEveryScreen(page: Page, origin: string, routes: string[]): Promise<void> {
  const failures: string[] = [];
  for (const language of languages) {
    for (const route of routes) {
      try {
        await open(page, origin, route, language);
        await expectNoAxeViolations(page, `${route} ${language}`);
      } catch (error) {
        const { actual, message } = error as { actual?: unknown; message: string };
        failures.push(`${route} ${language}: ${actual ? JSON.stringify(actual) : message}`);
      }
    }
  }
  expect(failures).toEqual([]);
}

/** The first link on a screen whose address matches, e.g. a row's detail page. */
async function firstLink(page: Page, origin: string, list: string, pattern: RegExp): Promise<string> {
  await open(page, origin, list, 'en');
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const hrefs = await page
          .locator('a[href]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        found = hrefs.find((href): href is string => !!href && pattern.test(href));
        return found;
      },
      { ...patiently, message: `a link to ${pattern} on ${list}` },
    )
    .toBeTruthy();
  return found!;
}

describe('every screen in every language passes axe', () => {
  const { visit, url } = useJourney();

  it('public screens, signed out', async () => {
    const page = await visit('/');
    await checkEveryScreen(page, url(), [
      '/',
      '/product',
      '/bett',
      '/questions',
      '/about',
      '/jobs',
      '/skola2030',
      '/users/about',
      '/closed',
      '/urlexpired',
      '/users/login',
      '/users/forgot-password',
      '/terms',
      '/kods',
      '/results/demo',
      '/self-assessment',
      '/stylebook',
      '/demo-school',
      '/this/does/not/exist',
    ]);
  }, 360_000);

  it('a student', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'student', '/student/dashboard');
    await checkEveryScreen(page, url(), ['/student/dashboard', '/users/edit-profile', '/users/change-email']);
  }, 120_000);

  it('a teacher', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'teacher', '/school/teacher/dashboard');
    await checkEveryScreen(page, url(), [
      '/school/teacher/dashboard',
      '/school/teacher/class-links',
      '/school/results',
      '/school/action-plans',
    ]);
  }, 180_000);

  it('a school admin', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    const origin = url();
    const schoolClass = await firstLink(page, origin, '/school/classes', /^\/school\/classes\/\d+$/);
    const results = await firstLink(page, origin, '/school/results', /^\/v2\/school\/teacher\/results\/\d+$/);
    const period = await firstLink(page, origin, '/school/surveys', /^\/school\/surveys\/\d+$/);
    const importType = await firstLink(page, origin, '/school/import-types', /^\/school\/import\/[a-z-]+$/);
    await checkEveryScreen(page, origin, [
      '/school/admin/dashboard',
      '/school/classes',
      schoolClass,
      '/school/groups',
      '/school/users',
      '/school/sso',
      '/school/import-types',
      importType,
      '/client-data-upload',
      '/school/surveys',
      period,
      '/survey/create',
      '/school/results',
      results,
      '/school/action-plans',
      '/school/teacher/class-links',
      `/school/preview/survey/${period.split('/').at(-1)}`,
      '/users/edit-profile',
      '/school/prerequisites-error',
    ]);
  }, 360_000);

  it('an organisation admin', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'orgadmin', '/organization/dashboard');
    await checkEveryScreen(page, url(), [
      '/organization/dashboard',
      '/organization/schools',
      '/organization/results',
      '/organization/results/schools',
      '/school/action-plans',
    ]);
  }, 240_000);

  it('the super-admin back office', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    const origin = url();
    const organization = await firstLink(
      page,
      origin,
      '/admin/organizations',
      /^\/admin\/organization\/\d+$/,
    );
    const id = organization.split('/').at(-1);
    const details = [
      organization,
      `/admin/organization/${id}/results-usage`,
      `/admin/classes/${id}`,
      `/admin/add-classes/${id}`,
      `/admin/subjects/${id}`,
      `/admin/add-subjects/${id}`,
      `/admin/organization-property-values/${id}`,
      `/admin/fiscal-years/${id}`,
      `/admin/fiscal-years-edit/new?organization=${id}`,
      `/admin/dashboards-manager/${id}`,
      '/admin/invitation-manager/all',
      '/survey/create-poll',
      await firstLink(page, origin, '/admin/schools', /^\/admin\/school\/\d+$/),
      await firstLink(page, origin, '/admin/users', /^\/admin\/users\/\d+$/),
      await firstLink(page, origin, '/admin/super-admins', /^\/admin\/super-admin\/\d+$/),
      await firstLink(page, origin, '/admin/survey-packages', /^\/admin\/survey-packages\/\d+$/),
      await firstLink(page, origin, '/admin/success-plans', /^\/admin\/success-plans\/\d+$/),
      await firstLink(page, origin, '/admin/manage-languages', /^\/admin\/manage-translations\/[a-z]+$/),
    ];
    const survey = (await firstLink(page, origin, '/survey/surveys', /^\/survey\/poll\/\d+$/))
      .split('/')
      .at(-1);
    details.push(
      ...['overview', 'versions', 'periods', 'tags'].map((tab) => `/survey/poll/${survey}/${tab}`),
      `/survey/survey/${survey}`,
      `/admin/survey-periods/${survey}`,
      await firstLink(page, origin, '/survey/survey-period-search', /^\/admin\/period-props\/\d+$/),
    );
    await checkEveryScreen(page, origin, [
      '/admin/organizations',
      '/admin/schools',
      '/admin/users',
      '/admin/super-admins',
      '/admin/all-emails',
      '/admin/survey-packages',
      '/admin/custom-links',
      '/admin/manage-languages',
      '/admin/success-plans',
      '/admin/client-data-upload',
      '/admin/benchmark',
      '/admin/event-log',
      '/admin/terms',
      '/admin/organization-properties/all',
      '/admin/organization-properties/new',
      '/admin/organization-tags/all',
      '/admin/organization-tags/new',
      '/admin/survey-tags/new',
      '/admin/custom-links/new',
      '/admin/users/new',
      '/admin/organization/new',
      '/admin/success-plans/new',
      '/admin/benchmark/new',
      '/survey/surveys',
      '/survey/search-surveys',
      '/survey/survey-period-search',
      '/survey/survey-results-public-urls',
      '/admin/survey-periods-management',
      '/admin/recently-closed-periods',
      '/admin/wordcloud-management',
      '/admin/code-generator',
      '/admin/delete-respondents',
      '/admin/bucket-file',
      '/admin/imports/wizard',
      '/metrics',
      ...details,
    ]);
  }, 600_000);
});

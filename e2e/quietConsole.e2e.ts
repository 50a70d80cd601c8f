import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { expectNoAxeViolations } from './support/axe';
import { useJourney } from './support/journey';
import { path, signInAndLand, waitForPath } from './support/signIn';

/**
 * Issue 41, finding 10: signing out and the expected states of a session print no console error and send
 * no error report. useJourney fails a test on any console error or failed request of its page; this file
 * also fails on any report sent to POST /api/log.
 */
describe('expected states are quiet', () => {
  const { visit, url } = useJourney();

  function watchReports(page: Page): string[] {
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/log')
        reports.push(request.postData() ?? '');
    });
    return reports;
  }

  it('signing out from the account menu', async () => {
    const page = await visit('/users/login');
    const reports = watchReports(page);
    await signInAndLand(page, 'teacher', '/school/teacher/dashboard');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: en.layout.sign_out }).waitFor();
    await expectNoAxeViolations(page, 'account menu open');
    await page.getByRole('menuitem', { name: en.layout.sign_out }).click();
    await waitForPath(page, (pathname) => pathname === '/users/login');
    await page.waitForLoadState('networkidle');
    expect(reports).toEqual([]);
  });

  it('signing out by opening /logout (a link from another tab or a mail)', async () => {
    const page = await visit('/users/login');
    const reports = watchReports(page);
    await signInAndLand(page, 'student', '/student/dashboard');
    await page.goto(`${url()}/logout`, { waitUntil: 'networkidle' });
    await waitForPath(page, (pathname) => pathname === '/users/login');
    await page.waitForLoadState('networkidle');
    expect(reports).toEqual([]);
  });

  it('a super-admin who is not impersonating opens /users/unbecome and simply goes home', async () => {
    const page = await visit('/users/login');
    const reports = watchReports(page);
    await signInAndLand(page, 'super', '/admin/organizations');
    await page.goto(`${url()}/users/unbecome`, { waitUntil: 'networkidle' });
    await waitForPath(page, (pathname) => pathname === '/admin/organizations');
    expect(reports).toEqual([]);
  });

  it('the results link of a self-assessment not finished yet offers to continue it', async () => {
    const page = await visit('/self-assessment');
    const reports = watchReports(page);
    const id = await page.evaluate(async () => {
      const response = await fetch('/api/self-assessments', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'person', name: 'Ilze', language: 'en' }),
      });
      return ((await response.json()) as { data: { id: string } }).data.id;
    });
    await page.goto(`${url()}/self-assessment/results/${id}`, { waitUntil: 'networkidle' });
    await page.getByText(en.self_assessment.missing.not_finished.title).waitFor();
    await expectNoAxeViolations(page, 'self-assessment not finished');
    await page.getByRole('link', { name: en.self_assessment.missing.continue }).click();
    await waitForPath(page, (pathname) => pathname === '/self-assessment');
    await page.waitForLoadState('networkidle');
    expect(reports).toEqual([]);
  });

  it.each(['/auth/invite/bad-token', `/auth/invite/${'x'.repeat(43)}`])(
    'a bad invitation link (%s) goes to the expired-link page',
    async (link) => {
      const page = await visit(link);
      const reports = watchReports(page);
      await waitForPath(page, (pathname) => pathname === '/mailedurlexpired');
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, `expired link after ${link}`);
      expect(reports).toEqual([]);
    },
  );

  it('no upload yet: the file uploads of a school, empty', async () => {
    const page = await visit('/users/login');
    const reports = watchReports(page);
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    await page.goto(`${url()}/client-data-upload`, { waitUntil: 'networkidle' });
    expect(path(page)).toBe('/client-data-upload');
    await expectNoAxeViolations(page, 'file uploads of a school, empty');
    expect(reports).toEqual([]);
  });

  it('no upload yet: the uploads of every school, for a super-admin', async () => {
    const page = await visit('/users/login');
    const reports = watchReports(page);
    await signInAndLand(page, 'super', '/admin/organizations');
    await page.goto(`${url()}/admin/client-data-upload`, { waitUntil: 'networkidle' });
    expect(path(page)).toBe('/admin/client-data-upload');
    await expectNoAxeViolations(page, 'uploads of every school, empty');
    expect(reports).toEqual([]);
  });
});

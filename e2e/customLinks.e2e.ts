import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiFromPage';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { signInAndLand } from './support/signIn';

/** Issue 15: a custom link (/admin/custom-links) to the demo parents' public poll. */
describe('custom links', () => {
  const { visit, url } = useJourney();

  it('a super-admin makes /vecaki-2026 lead to the parents poll, and its visits are counted', async () => {
    const admin = await visit('/users/login');
    await signInAndLand(admin, 'admin', '/school/admin/dashboard');
    const school = await apiAs<{ id: number }>(admin, 'GET', 'user/school');
    const periods = await apiAs<{ id: number; name: string }[]>(admin, 'GET', `school/${school.id}/periods`);
    const parents = periods.find((period) => period.name === 'Vecāki, ziema 2026 (publiska saite)');
    expect(parents).toBeDefined();
    const { public_link } = await apiAs<{ public_link: string }>(
      admin,
      'GET',
      `school/${school.id}/periods/${parents?.id}`,
    );

    let page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    await page.goto(`${url()}/admin/custom-links`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Custom links', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'New custom link' }).first().click();
    await page.getByRole('textbox', { name: /Short address/ }).fill('vecaki-2026');
    await page.getByRole('textbox', { name: /Link to/ }).fill(`${url()}/p/${public_link}`);
    await page.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('row').filter({ hasText: '/vecaki-2026' });
    await row.waitFor();
    await row.locator('img[data-link-qr]').waitFor();
    expect(await row.getByRole('cell').last().textContent()).toBe('0');
    await expectNoAxeViolations(page, 'custom-links-list');
    await screenshot(page, 'custom-links-list');

    const parent = await visit('/vecaki-2026', 'en');
    expect(new URL(parent.url()).pathname).toBe(`/p/${public_link}`);
    await parent.getByRole('button', { name: 'Start' }).waitFor();

    page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    await page.goto(`${url()}/admin/custom-links`, { waitUntil: 'networkidle' });
    const counted = page.getByRole('row').filter({ hasText: '/vecaki-2026' });
    await expect.poll(() => counted.getByRole('cell').last().textContent(), patiently).toBe('1');
  });
});

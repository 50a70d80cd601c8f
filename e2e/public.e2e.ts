import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';

describe('public pages in the browser', () => {
  const { visit } = useJourney();

  it('home page: title, heading, sign-in link, language switch', async () => {
    const page = await visit('/');
    await expect.poll(() => page.title(), patiently).toBe('School surveys that lead to action | Balss');
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Sign in' }).first().getAttribute('href')).toBe(
      '/users/login',
    );
    await expectNoAxeViolations(page, 'home');
    await screenshot(page, 'home-en');

    await page.getByText('LV', { exact: true }).first().click();
    await expect.poll(() => page.title(), patiently).toBe('Skolu aptaujas, kas ved pie rīcības | Balss');
    expect(await page.getByRole('link', { name: 'Produkts' }).first().isVisible()).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('language'))).toBe('lv');
    await expectNoAxeViolations(page, 'home in lv');
    await screenshot(page, 'home-lv');
  });

  it('style book shows the design system and its notices', async () => {
    const page = await visit('/stylebook');
    await expect.poll(() => page.title(), patiently).toBe('Style book | Balss');
    await expectNoAxeViolations(page, 'style book');
    await page.getByRole('button', { name: 'Show information' }).click();
    const shown = page.locator('[data-notice="info"]');
    await shown.waitFor({ state: 'visible' });
    await expectNoAxeViolations(page, 'style book with a notice');
    await shown.click();
    await shown.waitFor({ state: 'detached', timeout: 2000 });
    await screenshot(page, 'stylebook');
  });

  it('a marketing page in Latvian and in Russian', async () => {
    const lv = await visit('/product', 'lv');
    await expect.poll(() => lv.title(), patiently).toBe('Produkts | Balss');
    expect(await lv.locator('html').getAttribute('lang')).toBe('lv');
    await expectNoAxeViolations(lv, 'product in lv');
    await screenshot(lv, 'product-lv');

    const ru = await visit('/product', 'ru');
    await expect.poll(() => ru.title(), patiently).toBe('Продукт | Balss');
    expect(await ru.getByRole('link', { name: 'О нас' }).first().isVisible()).toBe(true);
    await expectNoAxeViolations(ru, 'product in ru');
    await screenshot(ru, 'product-ru');
  });

  it('the organisation page of the demo school', async () => {
    const page = await visit('/demo-school');
    await expect.poll(() => page.title(), patiently).toBe('Demo Secondary School | Balss');
    expect(await page.getByRole('heading', { name: 'Demo Secondary School' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Demo Municipality' }).first().getAttribute('href')).toBe(
      '/demo-municipality',
    );
    expect(await page.evaluate(() => localStorage.getItem('orgpage'))).toBe('{"value":"demo-school"}');
    await expectNoAxeViolations(page, 'organisation page');
    await screenshot(page, 'organization-demo-school');
  });

  it('an unknown path shows the not-found screen, never a blank page', async () => {
    const page = await visit('/this/does/not/exist');
    await expect.poll(() => page.title(), patiently).toBe('Page not found | Balss');
    expect(await page.getByRole('link', { name: 'Back to the home page' }).first().isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'not found');
    await screenshot(page, 'not-found');
  });

  it('keeps benchmarkId when moving between pages of the same path', async () => {
    const page = await visit('/product?benchmarkId=7');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/product?tab=2');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => new URL(page.url()).searchParams.get('benchmarkId'), patiently).toBe('7');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('2');
  });

  it('a new page starts at the top, and back returns to where the last one was scrolled', async () => {
    const page = await visit('/product');
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), patiently).toBe(900);
    // The header stays in view (sticky): clicking its link does not scroll the page first.
    await page.getByRole('banner').getByRole('link', { name: 'About us' }).click();
    await expect.poll(() => new URL(page.url()).pathname, patiently).toBe('/about');
    await expectNoAxeViolations(page, 'about');
    await expect.poll(() => page.evaluate(() => window.scrollY), patiently).toBe(0);
    await page.evaluate(() => window.history.back());
    await expect.poll(() => new URL(page.url()).pathname, patiently).toBe('/product');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), patiently).toBe(900);
  });
});

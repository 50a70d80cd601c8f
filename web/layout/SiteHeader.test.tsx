import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadUser, resetUser } from '../auth/userStore';
import { ok, renderAt, signedInUser, stubApi } from '../test/screenTestKit';
import { SiteHeader } from './SiteHeader';

const superAdmin = { ...signedInUser, type: 'super_admin' };

/**
 * jsdom has no layout: every element is 100 × 24 px (the measured entries and More among them), the
 * navigation `navWidth` wide, the window 1024 × 768 (so the menu does not count as scrolled away).
 */
function stubLayout(navWidth: number) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 100, 24));
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'NAV' ? navWidth : 1024;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(768);
}

const mainNavigation = () => screen.getAllByRole('navigation', { name: 'Main navigation' })[0];

describe('SiteHeader', () => {
  beforeEach(async () => {
    stubApi({ 'GET user': ok(superAdmin) });
    await loadUser();
  });
  afterEach(() => {
    resetUser();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows every entry inline when they fit, with no More menu', () => {
    renderAt(<SiteHeader />, '*', '/admin/organizations');
    const nav = mainNavigation();
    expect(within(nav).getByRole('link', { name: 'Survey library' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'More' })).toBeNull();
    // A super-admin's home is Organisations: that entry is the active one, not My home.
    expect(within(nav).getByRole('link', { name: 'Organisations' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'My home' })).not.toHaveAttribute('aria-current');
  });

  it("names the account menu by the person's name, as shown, then what it is (WCAG 2.5.3)", () => {
    renderAt(<SiteHeader />, '*', '/admin/organizations');
    expect(screen.getByRole('button', { name: `${superAdmin.name}, Account menu` })).toBeInTheDocument();
  });

  it('puts the entries that do not fit under More, which the keyboard opens', async () => {
    stubLayout(350);
    const user = userEvent.setup();
    renderAt(<SiteHeader />, '*', '/survey/surveys');
    const nav = mainNavigation();
    // 100 + 100 + 100 (More) with no gap fits in 350; a third entry would not.
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My home', 'Organisations']);
    const more = within(nav).getByRole('button', { name: 'More' });
    // The active entry is under More, so More is marked.
    expect(more).toHaveAttribute('data-active', 'true');

    more.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // The dropdown fades in: its items are reachable once the transition has run.
    const items = await within(menu).findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toContain('Survey library');
    expect(items.map((item) => item.textContent)).toContain('Schools');
    expect(items.map((item) => item.textContent)).not.toContain('Organisations');
    expect(within(menu).getByRole('menuitem', { name: 'Survey library' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(items).toContain(document.activeElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('keeps every entry and the account pages in the burger drawer', async () => {
    // jsdom (since 31) applies Mantine's media queries to its window, which is 1024 px wide and cannot be
    // narrowed: the burger and its drawer (hiddenFrom="md") would be hidden as on a desktop. This rule shows
    // them as a phone's width would.
    const phoneWidth = document.head.appendChild(document.createElement('style'));
    phoneWidth.textContent = 'body .mantine-hidden-from-md { display: block !important; }';
    onTestFinished(() => phoneWidth.remove());
    const user = userEvent.setup();
    renderAt(<SiteHeader />, '*', '/admin/schools');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    for (const name of ['My home', 'Schools', 'Survey library', 'My profile', 'Sign out'])
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Schools' })).toHaveAttribute('aria-current', 'page');
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { loadUser, resetUser } from '../../auth/userStore';
import { ok, renderAt, signedInUser, stubApi } from '../../test/screenTestKit';
import { MyPolls } from './MyPolls';

afterEach(() => {
  vi.unstubAllGlobals();
  resetUser();
});

const poll = (pollId: number, finishedAt: string | null = null) => ({
  poll_id: pollId,
  identity_id: 7,
  period_name: `Period ${pollId}`,
  title: { en: `Survey ${pollId}` },
  ends_at: '2026-12-01T00:00:00Z',
  finished_at: finishedAt,
});

describe('my polls on the dashboards', () => {
  it.each([
    ['student', '/student/poll/11/7'],
    ['teacher', '/school/teacher/poll/11/7'],
  ])("a %s's Fill in is a plain page load into the light poll page", async (type, href) => {
    stubApi({
      'GET user': ok({ ...signedInUser, type }),
      'GET my-polls': ok({ open: [poll(11)], done: [poll(12, '2026-10-01T00:00:00Z')] }),
    });
    await loadUser();
    renderAt(<MyPolls />, '/dashboard');
    const link = await screen.findByRole('link', { name: en.dashboard.polls.fill_in });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', href);
    // Not a router link: nothing intercepts the click, so the browser loads the poll page itself.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(screen.getByText('Survey 12')).toBeInTheDocument();
    // The same survey runs every term: each poll names its period too.
    expect(screen.getByText('· Period 12')).toBeInTheDocument();
    expect(screen.getByText(/^Period 11 · /)).toBeInTheDocument();
  });
});

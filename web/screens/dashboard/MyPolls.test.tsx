import { screen, within } from '@testing-library/react';
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
  starts_at: '2026-11-01T00:00:00Z',
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
    // The period's name is the staff's: pupils read the survey's title and its last day.
    expect(screen.getByText('Survey 11')).toBeInTheDocument();
    expect(screen.getByText('Open until Dec 1, 2026')).toBeInTheDocument();
    expect(screen.queryByText(/Period 1[12]/)).toBeNull();
  });

  it('lists the done polls by period, latest period first, each period once', async () => {
    const done = (pollId: number, periodName: string, endsAt: string, title: string) => ({
      ...poll(pollId, '2026-10-01T00:00:00Z'),
      period_name: periodName,
      starts_at: `${endsAt.slice(0, 8)}01T08:00:00Z`,
      ends_at: endsAt,
      title: { en: title },
    });
    stubApi({
      'GET user': ok({ ...signedInUser, type: 'student' }),
      'GET my-polls': ok({
        open: [],
        done: [
          done(21, 'Autumn 2026', '2026-11-01T00:00:00Z', 'Wellbeing'),
          done(22, 'Autumn 2026', '2026-11-01T00:00:00Z', 'Lessons'),
          done(23, 'Spring 2026', '2026-04-01T00:00:00Z', 'Wellbeing'),
        ],
      }),
    });
    await loadUser();
    const { container } = renderAt(<MyPolls />, '/dashboard');
    await screen.findByText(en.dashboard.polls.done_title);
    const periods = [...container.querySelectorAll<HTMLElement>('[data-done-period]')];
    // Each period is named by its dates (its name is the staff's), latest first.
    expect(periods.map((period) => period.firstElementChild?.textContent)).toEqual([
      'Nov 1, 2026 – Nov 1, 2026',
      'Apr 1, 2026 – Apr 1, 2026',
    ]);
    expect(screen.queryByText(/Autumn 2026|Spring 2026/)).toBeNull();
    const titles = (period: HTMLElement) =>
      within(period)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(titles(periods[0])).toEqual([
      `Wellbeing · ${en.dashboard.polls.done}`,
      `Lessons · ${en.dashboard.polls.done}`,
    ]);
    expect(titles(periods[1])).toEqual([`Wellbeing · ${en.dashboard.polls.done}`]);
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { PublicPlanScreen } from './PublicPlanScreen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The width the media query sees: a phone matches the "below sm" query. */
function onAPhone() {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...original(query), matches: true }));
}

const token = 'a'.repeat(43);
const plan = {
  title: 'Feedback that helps students learn',
  description: 'Every department agreed one feedback routine.',
  school: 'Demo Secondary School',
  published_at: '2026-11-01T10:00:00Z',
  progress: { done: 1, total: 2, overdue: 0 },
  figures: {
    before: { periodId: 3, name: 'Spring 2026', respondents: 430 },
    after: { periodId: 4, name: 'Autumn 2026', respondents: 418 },
    moved: true,
    focus: [
      {
        kind: 'pillar',
        ref: 'teaching',
        goal: 65,
        name: { en: 'Teaching and learning' },
        parent_name: null,
        before: { score: 58.1, favourable: 53, hidden: null },
        after: { score: 64.9, favourable: 65, hidden: null },
        verdict: 'improved',
        goal_met: true,
      },
      {
        kind: 'question',
        ref: 'lessons.noise',
        goal: null,
        name: { en: 'it is so noisy that it is hard to work.' },
        parent_name: { en: 'In most of my lessons…' },
        before: { score: null, favourable: null, hidden: 'too_few_respondents' },
        after: { score: null, favourable: null, hidden: 'too_few_respondents' },
        verdict: 'unknown',
        goal_met: null,
      },
    ],
  },
  actions: [
    { title: 'Agree one feedback routine', status: 'done', due_on: '2026-06-12' },
    { title: 'Ask the 9th grades', status: 'in_progress', due_on: null },
  ],
};

describe('PublicPlanScreen', () => {
  it('shows what the survey found, before → after with the verdict, and what the school does', async () => {
    stubApi({ [`GET success-plan/${token}`]: ok(plan) });
    renderAt(<PublicPlanScreen />, '/success-plan/:id', `/success-plan/${token}`);
    expect(await screen.findByRole('heading', { name: plan.title })).toBeInTheDocument();
    // The score and the favourable share side by side, as the results show them; the goal in favourable.
    expect(screen.getByText('58.1 · 53%')).toBeInTheDocument();
    expect(screen.getByText('64.9 · 65%')).toBeInTheDocument();
    expect(screen.getByText('65%')).toBeInTheDocument();
    expect(screen.getByText(en.actionPlans.verdict.improved)).toBeInTheDocument();
    // A hidden figure says why and shows no number.
    expect(screen.getAllByText(en.actionPlans.figures.hidden)).toHaveLength(2);
    expect(screen.getByText(en.actionPlans.status.in_progress)).toBeInTheDocument();
    expect(screen.getByText('Agree one feedback routine')).toBeInTheDocument();
  });

  it('on a phone stacks each figure as a card, before → after with the change, instead of a sideways table', async () => {
    onAPhone();
    stubApi({ [`GET success-plan/${token}`]: ok(plan) });
    const { container } = renderAt(<PublicPlanScreen />, '/success-plan/:id', `/success-plan/${token}`);
    await screen.findByRole('heading', { name: plan.title });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = [...container.querySelectorAll<HTMLElement>('[data-focus-card]')];
    expect(cards).toHaveLength(2);
    expect(cards[0].querySelector('[data-focus-change]')?.textContent).toBe('58.1 · 53% → 64.9 · 65% ▲');
    expect(within(cards[0]).getByText(en.actionPlans.verdict.improved)).toBeInTheDocument();
    expect(within(cards[0]).getByText('Before 58.1 · 53%, after 64.9 · 65%.')).toBeInTheDocument();
    expect(within(cards[0]).getByText(/^Goal: 65%/)).toBeInTheDocument();
    expect(within(cards[1]).getByText(en.actionPlans.figures.hidden)).toBeInTheDocument();
  });

  it('says the page is gone when the plan was withdrawn', async () => {
    stubApi({ [`GET success-plan/${token}`]: failure(404, 'not_found', 'Plan not found') });
    renderAt(<PublicPlanScreen />, '/success-plan/:id', `/success-plan/${token}`);
    expect(await screen.findByText(en.successPlans.public.gone_title)).toBeInTheDocument();
  });
});

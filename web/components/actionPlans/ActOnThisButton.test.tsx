import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/screenTestKit';
import { ActOnThisButton } from './ActOnThisButton';

const resultsRoute = '/v2/school/teacher/results/:id/:compare?';

describe('ActOnThisButton', () => {
  it('opens a new plan on the page’s period with the question as its focus and a goal ten points higher', () => {
    renderAt(
      <ActOnThisButton kind="question" focusRef="lessons.feedback" favourable={0.534} label="Feedback" />,
      resultsRoute,
      '/v2/school/teacher/results/12',
    );
    const link = screen.getByRole('link', { name: 'Act on this: Feedback' });
    const target = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(target.pathname).toBe('/school/action-plans');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      new: '1',
      period: '12',
      kind: 'question',
      ref: 'lessons.feedback',
      goal: '63',
    });
  });

  it('starts from a comparison row of a theme without a goal when the row has no share', () => {
    renderAt(
      <ActOnThisButton kind="pillar" focusRef="safety" label="Safety" />,
      resultsRoute,
      '/v2/school/teacher/results/12/15',
    );
    const target = new URL(
      screen.getByRole('link', { name: 'Act on this: Safety' }).getAttribute('href') ?? '',
      'http://x',
    );
    expect(target.searchParams.get('kind')).toBe('pillar');
    expect(target.searchParams.get('period')).toBe('12');
    expect(target.searchParams.has('goal')).toBe(false);
  });

  it('offers nothing on a hidden figure or outside a school’s own results (a share link, the demo)', () => {
    renderAt(
      <ActOnThisButton kind="pillar" focusRef="safety" favourable={null} label="Safety" />,
      resultsRoute,
      '/v2/school/teacher/results/12',
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers nothing on a share link', () => {
    renderAt(
      <ActOnThisButton kind="pillar" focusRef="safety" favourable={0.5} label="Safety" />,
      '/results/share/:id',
      '/results/share/12',
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SchoolsView, SchoolsViewFigures } from '../../../../common/results/schoolsView';
import { renderAt } from '../../../test/screenTestKit';
import { SchoolsViewTable } from './SchoolsViewTable';

const figures = (values: Partial<SchoolsViewFigures>): SchoolsViewFigures => ({
  periodId: 1,
  periodName: 'Rudens 2026',
  respondents: null,
  responseRate: null,
  hidden: null,
  scores: {},
  overall: null,
  ...values,
});

const view: SchoolsView = {
  survey: { id: 3, name: { en: 'Wellbeing' } },
  school_year: 2026,
  term: 'autumn',
  themes: [{ id: 'safety', name: { en: 'Safety' } }],
  schools: [
    {
      id: 11,
      name: 'Riga School',
      current: figures({
        periodId: 111,
        respondents: 48,
        responseRate: 80,
        scores: { safety: 72.4 },
        overall: 70,
      }),
      previous: figures({
        periodId: 101,
        periodName: 'Pavasaris 2026',
        scores: { safety: 68.4 },
        overall: 71,
      }),
    },
    {
      id: 12,
      name: 'Tiny School',
      current: figures({ periodId: 112, hidden: 'too_few_respondents' }),
      previous: null,
    },
    {
      id: 13,
      name: 'Open School',
      current: figures({ periodId: 113, hidden: 'not_released', respondents: 6, responseRate: 30 }),
      previous: null,
    },
  ],
  benchmark: { name: { en: 'Other schools 2026/27' }, schoolCount: 5, scores: { safety: 66.1 } },
};

describe('SchoolsViewTable', () => {
  it('shows each school’s scores with the change since its previous term, hides what may not be shown, and links into its own results', () => {
    renderAt(<SchoolsViewTable view={view} />, '/');
    const riga = screen.getByRole('row', { name: /Riga School/ });
    expect(within(riga).getByText('72.4')).toBeTruthy();
    expect(within(riga).getByText(/▲ \+4/)).toBeTruthy();
    expect(within(riga).getByText(/▼ -1/)).toBeTruthy();
    expect(within(riga).getByRole('link', { name: 'Riga School' }).getAttribute('href')).toBe(
      '/v2/organization/results/open/period/111',
    );
    const tiny = screen.getByRole('row', { name: /Tiny School/ });
    expect(within(tiny).getByText(/Too few people answered/)).toBeTruthy();
    // No count, no rate, no score: dashes and the reason only.
    expect(within(tiny).getAllByText('—')).toHaveLength(2);
    const open = screen.getByRole('row', { name: /Open School/ });
    expect(within(open).getByText('6')).toBeTruthy();
    expect(within(open).getByText(/once the survey period closes/)).toBeTruthy();
    const benchmark = screen.getByRole('row', { name: /Other schools 2026\/27 \(5 other schools\)/ });
    expect(within(benchmark).getByText('66.1')).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResultsInfo } from '../../../common/results/types';
import { renderScreen } from '../../test/renderScreen';
import { ResultsHeader } from './ResultsHeader';

const infoWith = (organizations: { id: number; name: string }[], count?: number) =>
  ({
    hidden: null,
    compound_score: { enabled: true, name: '', unfiltered_value: 60, value: 60, text: '' },
    period: null,
    survey_info: {
      survey_name: 'Wellbeing',
      organization_name: organizations[0]?.name ?? '',
      organizations,
      organization_count: count,
      dates: { start: '2026-03-02', end: '2026-03-20' },
      respondentOriginCount: 400,
      num_finished: 418,
      respondentsExpected: 500,
      responseRate: 84,
    },
  }) as unknown as ResultsInfo;

const municipality = { id: 1, name: 'Riga City' };
const schools = [2, 3, 4, 5].map((id) => ({ id, name: `School ${id}` }));

describe('the results header names the organisations', () => {
  it('lists every organisation when the summary names them all', () => {
    renderScreen(<ResultsHeader info={infoWith([municipality, ...schools], 5)} />);
    expect(screen.getByText(/Riga City, School 2, School 3, School 4, School 5/)).toBeInTheDocument();
  });

  it('names the first and counts the rest when a parent period has more schools than the summary lists', () => {
    renderScreen(<ResultsHeader info={infoWith([municipality, ...schools], 501)} />);
    expect(screen.getByText(/Riga City and 500 more schools/)).toBeInTheDocument();
    expect(screen.queryByText(/School 2/)).not.toBeInTheDocument();
  });

  it('names a single school alone', () => {
    renderScreen(<ResultsHeader info={infoWith([{ id: 7, name: 'Demo School' }])} />);
    expect(screen.getByText(/^Demo School · /)).toBeInTheDocument();
  });
});

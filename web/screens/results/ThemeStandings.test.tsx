import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResultsInfo, ResultsSummary, ScoreResult } from '../../../common/results/types';
import en from '../../../locales/en.json';
import { renderScreen } from '../../test/renderScreen';
import { ResultsHeader } from './ResultsHeader';
import { ThemeStandings } from './ThemeStandings';

const theme = (id: string, score: number, favourable: number): ScoreResult => ({
  id,
  name: { en: id },
  score,
  favourable,
  hidden: null,
  benchmark: null,
});

const info = {
  hidden: null,
  compound_score: { enabled: true, name: '', unfiltered_value: 60, value: 60, text: '' },
  period: null,
  survey_info: {
    survey_name: 'Wellbeing',
    organization_name: 'Demo School',
    organizations: [],
    dates: { start: '2026-03-02', end: '2026-03-20' },
    respondentOriginCount: 400,
    num_finished: 418,
    respondentsExpected: 500,
    responseRate: 84,
  },
} as unknown as ResultsInfo;

const summaryWith = (pillars: ScoreResult[], respondents = 400) =>
  ({
    info: { ...info, survey_info: { ...info.survey_info, respondentOriginCount: respondents } },
    pillars,
    modules: [],
    questions: [],
    benchmarks: { list: [], selected: null },
  }) as ResultsSummary;

const pillars = [
  theme('Safety', 82, 0.85),
  theme('Belonging', 64, 0.6),
  theme('Learning', 61, 0.58),
  theme('Teachers', 40, 0.3),
];

describe('strengths and areas to work on', () => {
  it('names the themes that stand out from the others by more than chance, first', () => {
    renderScreen(<ThemeStandings summary={summaryWith(pillars)} />);
    const section = screen.getByRole('region', { name: en.results.standings.title });
    const strengths = within(section).getByText(en.results.standings.strengths).parentElement as HTMLElement;
    expect(strengths).toHaveTextContent('Safety82.0+27.0');
    const workOn = within(section).getByText(en.results.standings.work_on).parentElement as HTMLElement;
    expect(workOn).toHaveTextContent('Teachers40.0-29.0');
    expect(section).not.toHaveTextContent('Learning');
  });

  it('says plainly when no theme stands out (too few answers to tell)', () => {
    renderScreen(<ThemeStandings summary={summaryWith(pillars, 12)} />);
    expect(screen.getByText(en.results.standings.none)).toBeInTheDocument();
  });

  it("labels the period's figures as the whole period's when filters narrow the view", () => {
    const { unmount } = renderScreen(<ResultsHeader info={info} />);
    expect(screen.getByText(en.results.header.response_rate)).toBeInTheDocument();
    unmount();
    renderScreen(<ResultsHeader info={info} filtered />);
    expect(screen.getByText(en.results.header.response_rate_period)).toBeInTheDocument();
    expect(screen.getByText(en.results.header.finished_period)).toBeInTheDocument();
    expect(screen.getByText(en.results.header.respondents)).toBeInTheDocument();
  });
});

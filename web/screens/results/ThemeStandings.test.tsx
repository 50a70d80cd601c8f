import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RankedTheme } from '../../../common/results/themeRanking';
import type { ResultsInfo } from '../../../common/results/types';
import en from '../../../locales/en.json';
import { renderScreen } from '../../test/renderScreen';
import { ok, renderAt, stubApi } from '../../test/screenTestKit';
import { ResultsHeader } from './ResultsHeader';
import { ThemeStandings, ThemeStandingsCard } from './ThemeStandings';

afterEach(() => vi.unstubAllGlobals());

const theme = (
  id: string,
  score: number,
  difference: number,
  standing: RankedTheme['standing'],
): RankedTheme => ({
  id,
  name: { en: id },
  score,
  favourable: score / 100,
  difference,
  meaningful: standing !== 'middle',
  standing,
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

const ranked = [
  theme('Safety', 82, 27, 'strength'),
  theme('Belonging', 64, 3, 'middle'),
  theme('Learning', 61, -1, 'middle'),
  theme('Teachers', 40, -29, 'work_on'),
];

describe('strengths and areas to work on', () => {
  it('names the themes that stand out from the others by more than chance, first, and says what that means', () => {
    renderScreen(<ThemeStandingsCard ranked={ranked} />);
    const section = screen.getByRole('region', { name: en.results.standings.title });
    const strengths = within(section).getByText(en.results.standings.strengths).parentElement as HTMLElement;
    expect(strengths).toHaveTextContent('Safety82.0+27.0');
    const workOn = within(section).getByText(en.results.standings.work_on).parentElement as HTMLElement;
    expect(workOn).toHaveTextContent('Teachers40.0-29.0');
    expect(section).not.toHaveTextContent('Learning');
    expect(within(section).getByText(en.results.standings.help)).toBeInTheDocument();
  });

  it('reads the ranking the server tested for the selection (POST {base}/themes)', async () => {
    const request = { period_identifiers: { type: 'period' as const, id: 41 }, filters: { grade: [7] } };
    const api = stubApi({ 'POST results/demo/themes': ok(ranked) });
    renderAt(<ThemeStandings base="/api/results/demo" request={request} />, '/');
    expect(await screen.findByText('Safety')).toBeInTheDocument();
    expect(api.callsTo('POST', 'results/demo/themes')[0].body).toEqual(request);
  });

  it('says plainly when no theme stands out (too few answers to tell)', () => {
    renderScreen(<ThemeStandingsCard ranked={ranked.map((item) => ({ ...item, standing: 'middle' }))} />);
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

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComparisonResult, ResultsInfo } from '../../../../common/results/types';
import en from '../../../../locales/en.json';
import { ok, renderAt, stubApi } from '../../../test/screenTestKit';
import { ComparisonView } from './ComparisonView';

afterEach(() => vi.unstubAllGlobals());

function info(id: number, name: string, respondents: number, start: string, end: string): ResultsInfo {
  return {
    compound_score: { enabled: true, name: 'Overall score', unfiltered_value: 60, value: 60, text: '' },
    parent_period_id: null,
    own_schools_only: false,
    can_share: false,
    period: { id, name, status: 'closed' },
    survey_info: {
      num_finished: respondents,
      survey_name: 'Wellbeing',
      time_period: { start },
      dates: { start, end, yearStart: 2025, yearEnd: 2026 },
      survey_id: 5,
      respondentOriginCount: respondents,
      responseRate: 80,
      respondentsExpected: 40,
      organization_name: 'Riga School 1',
      organizations: [{ id: 9, name: 'Riga School 1' }],
    },
    filters: {},
    is_pdf: false,
    anonymity: { minGroup: 5, minTextGroup: 10 },
    hidden: null,
  };
}

const autumn = info(40, 'Autumn 2025', 31, '2025-10-01T00:00:00Z', '2025-10-14T00:00:00Z');
const spring = info(41, 'Spring 2026', 28, '2026-03-02T00:00:00Z', '2026-03-16T00:00:00Z');

const result: ComparisonResult = {
  left: autumn,
  right: spring,
  compound: { before: 61.24, after: 66.5, delta: 5.26, meaningful: true },
  pillars: [
    {
      id: 'belonging',
      name: { en: 'Belonging', lv: 'Piederība' },
      before: 70,
      after: 68.25,
      delta: -1.75,
      meaningful: false,
    },
  ],
  questions: [
    {
      key: 'q1',
      text: { en: 'I feel safe at school' },
      parentText: null,
      before: 55,
      after: 57.5,
      delta: 2.5,
      meaningful: null,
    },
    {
      key: 'm1.i2',
      text: { en: 'Lessons' },
      parentText: { en: 'How interesting are' },
      before: 40,
      after: 48,
      delta: 8,
      meaningful: true,
    },
  ],
};

const current = { type: 'period' as const, id: 41 };
const earlier = { type: 'period' as const, id: 40 };

function open(answer: ComparisonResult, benchmarkId: number | null = null) {
  const api = stubApi({ 'POST results/demo/compare': ok(answer) });
  renderAt(
    <ComparisonView
      base="/api/results/demo"
      identifiers={current}
      compareIdentifiers={earlier}
      filters={{ grade: [7] }}
      benchmarkId={benchmarkId}
    />,
    '/',
  );
  return api;
}

describe('ComparisonView', () => {
  it('shows both sides and each change with its sign, arrow and a plain-words verdict', async () => {
    const api = open(result);
    const before = await screen.findByRole('region', { name: 'Before: Autumn 2025' });
    expect(api.callsTo('POST', 'results/demo/compare')[0].body).toEqual({
      period_identifiers: current,
      compare_identifiers: earlier,
      filters: { grade: [7] },
      benchmarkId: null,
    });
    expect(screen.queryByRole('columnheader', { name: 'Benchmark' })).not.toBeInTheDocument();
    expect(within(before).getByText('31 respondents')).toBeInTheDocument();
    expect(within(before).getByText('Riga School 1')).toBeInTheDocument();
    expect(within(before).getByText(/Oct 1, 2025/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'After: Spring 2026' })).getByText('28 respondents'),
    ).toBeInTheDocument();

    const compound = screen.getByRole('region', { name: 'Overall score' });
    expect(within(compound).getByTestId('compound-before')).toHaveTextContent('61.2');
    expect(within(compound).getByTestId('compound-after')).toHaveTextContent('66.5');
    expect(within(compound).getByTestId('compound-delta')).toHaveTextContent('▲ +5.3');
    expect(within(compound).getByText('Likely a real change')).toBeInTheDocument();

    const pillarTable = screen.getByRole('table', { name: 'Themes' });
    expect(within(pillarTable).getByRole('columnheader', { name: 'Theme' })).toBeInTheDocument();
    const questionTable = screen.getByRole('table', { name: 'Questions in both surveys' });
    expect(within(questionTable).getByRole('columnheader', { name: 'Question' })).toBeInTheDocument();
    const pillarRow = screen.getByRole('row', { name: /Belonging/ });
    expect(pillarRow).toHaveTextContent('70.068.3▼-1.8Could be chance');
    const safe = screen.getByRole('row', { name: /I feel safe at school/ });
    expect(safe).toHaveTextContent('55.057.5▲+2.5Not enough answers to tell');
    const matrixItem = screen.getByRole('row', { name: /How interesting are — Lessons/ });
    expect(matrixItem).toHaveTextContent('Likely a real change');

    expect(screen.getByText('Questions that are not in both surveys are left out.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/p-value|p =|significan/i);
  });

  it('asks for the chosen benchmark and shows its score as a column beside the later period', async () => {
    const api = open(
      {
        ...result,
        benchmark: { id: 3, name: { en: 'All schools' } },
        pillars: result.pillars.map((pillar) => ({ ...pillar, benchmark: 64.25 })),
        questions: result.questions.map((question, index) => ({
          ...question,
          benchmark: index === 0 ? 52 : null,
        })),
      },
      3,
    );
    const pillarTable = await screen.findByRole('table', { name: 'Themes' });
    expect(api.callsTo('POST', 'results/demo/compare')[0].body).toMatchObject({ benchmarkId: 3 });
    expect(within(pillarTable).getByRole('columnheader', { name: 'Benchmark' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Belonging/ })).toHaveTextContent('70.068.364.3▼-1.8');
    expect(screen.getByRole('row', { name: /I feel safe at school/ })).toHaveTextContent('55.057.552.0');
    expect(screen.getByRole('row', { name: /Lessons/ })).toHaveTextContent('40.048.0—');
    expect(screen.getByText(/Benchmark: All schools, in the school year/)).toBeInTheDocument();
  });

  it('says beside the verdicts what they mean, and cautions over a side of few people', async () => {
    open({ ...result, left: info(40, 'Autumn 2025', 7, '2025-10-01T00:00:00Z', '2025-10-14T00:00:00Z') });
    const before = await screen.findByRole('region', { name: 'Before: Autumn 2025' });
    expect(
      within(before).getByText(en.results.compare.small_side.replace('{{count}}', '7')),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-help="verdicts"]')).toHaveTextContent(
      en.results.compare.verdict_explained,
    );
    const matrixItem = screen.getByRole('row', { name: /How interesting are — Lessons/ });
    expect(within(matrixItem).getByText('Likely a real change').closest('[title]')).toHaveAttribute(
      'title',
      en.results.compare.verdict_help.real,
    );
  });

  it('shows why a hidden side is hidden, with the threshold, and dashes instead of numbers', async () => {
    open({
      ...result,
      left: { ...autumn, hidden: 'too_few_respondents' },
      compound: { before: null, after: 66.5, delta: null, meaningful: null },
      pillars: [],
      questions: [],
    });
    const before = await screen.findByRole('region', { name: 'Before: Autumn 2025' });
    expect(
      within(before).getByText(
        'Fewer than 5 people answered, so this side is hidden to keep answers anonymous.',
      ),
    ).toBeInTheDocument();
    const compound = screen.getByRole('region', { name: 'Overall score' });
    expect(within(compound).getByTestId('compound-before')).toHaveTextContent('—');
    expect(within(compound).queryByTestId('compound-delta')).not.toBeInTheDocument();
    expect(within(compound).getByText('Not enough answers to tell')).toBeInTheDocument();
  });
});

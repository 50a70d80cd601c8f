import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActiveFilters, ResultsSummary } from '../../../common/results/types';
import { getUserState, loadUser, resetUser } from '../../auth/userStore';
import { currentAddress, renderResultsAt, resultsPeriod, summary } from '../../test/resultsTestKit';
import { signInSchoolAdmin } from '../../test/schoolTestKit';
import { ok, type Reply, signedInUser, stubApi } from '../../test/screenTestKit';
import { ResultsDashboardScreen } from './ResultsDashboardScreen';

vi.mock('./filters/FiltersPanel', () => ({
  FiltersPanel: (props: {
    base: string;
    readOnly?: boolean;
    value: ActiveFilters;
    onChange: (next: ActiveFilters) => void;
  }) => (
    <button
      type="button"
      data-base={props.base}
      data-read-only={String(props.readOnly ?? false)}
      onClick={() => props.onChange({ class: [11] })}
    >
      {`stub filters ${JSON.stringify(props.value)}`}
    </button>
  ),
}));
vi.mock('./exports/ExportButtons', () => ({ ExportButtons: () => <div>stub exports</div> }));
vi.mock('./comparison/ComparisonView', () => ({
  ComparisonView: (props: { compareIdentifiers: { id: number } }) => (
    <div>{`stub comparison with ${props.compareIdentifiers.id}`}</div>
  ),
}));
vi.mock('./share/ShareResultsButton', () => ({
  ShareResultsButton: (props: { periodId: number }) => <div data-period={props.periodId}>stub share</div>,
}));
vi.mock('./heatmap/HeatMap', () => ({
  HeatMap: (props: { base: string; linkSchools?: boolean }) => (
    <div>{`stub heat map from ${props.base}${props.linkSchools === false ? ' without links' : ''}`}</div>
  ),
}));
vi.mock('./texts/OpenTexts', () => ({
  OpenTexts: (props: { questionText: string }) => <div>{`stub open texts: ${props.questionText}`}</div>,
}));

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const route = '/v2/school/teacher/results/:id/:compare?';
const summaryPath = 'results/v2/summary';

/** The page's charts follow its header and filters once these are painted. */
const chartsShown = () => waitFor(() => expect(screen.queryByLabelText('Loading…')).not.toBeInTheDocument());

async function openDashboard(url: string, replies: Record<string, Reply | Reply[]> = {}) {
  const api = await signInSchoolAdmin(
    { view_survey_results: true },
    {
      [`POST ${summaryPath}`]: ok(summary),
      'POST events': ok(null),
      'GET results/v2/periods': ok([resultsPeriod, { ...resultsPeriod, id: 41, name: 'Spring 2025' }]),
      ...replies,
    },
  );
  const view = renderResultsAt(<ResultsDashboardScreen />, route, url);
  await screen.findByRole('heading', { name: 'Student wellbeing', level: 1 });
  await chartsShown();
  return { api, view, user: userEvent.setup(), address: () => currentAddress(screen.getByTestId('address')) };
}

const eventsOf = (api: Awaited<ReturnType<typeof openDashboard>>['api'], action: string) =>
  api.callsTo('POST', 'events').filter((call) => (call.body as { action: string }).action === action);

describe('ResultsDashboardScreen', () => {
  it('shows the header, scores and questions, with -1 as a dash', async () => {
    const { api } = await openDashboard('/v2/school/teacher/results/42');
    expect(api.callsTo('POST', summaryPath)[0].body).toEqual({
      period_identifiers: { type: 'period', id: 42 },
      filters: {},
      benchmarkId: null,
    });
    expect(screen.getByText('Autumn 2025')).toBeInTheDocument();
    const rate = screen.getByText('Response rate').closest('[data-fact]') as HTMLElement;
    expect(within(rate).getByText('—')).toBeInTheDocument();
    const respondents = screen.getByText('Respondents in this view').closest('[data-fact]') as HTMLElement;
    expect(within(respondents).getByText('24')).toBeInTheDocument();
    expect(screen.getByText('Wellbeing index')).toBeInTheDocument();
    expect(screen.getByText('72.5', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/All respondents/)).not.toBeInTheDocument();

    const belonging = document.querySelector('[data-pillar="p_belonging"]') as HTMLElement;
    expect(within(belonging).getByText('64.2', { exact: false })).toBeInTheDocument();
    expect(within(belonging).getByText('benchmark 58.0')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Hidden because it would give away the answers of a smaller group hidden elsewhere, such as another class or school.',
      ),
    ).toBeInTheDocument();

    const safe = document.querySelector('[data-question="q_safe"]') as HTMLElement;
    expect(within(safe).getByText('Agree: 42% (10)')).toBeInTheDocument();
    expect(within(safe).getByText('3.92')).toBeInTheDocument();
    expect(within(safe).getByText('75%')).toBeInTheDocument();
    expect(within(safe).getByText('61%')).toBeInTheDocument();

    const bullied = document.querySelector('[data-question="q_bullied"]') as HTMLElement;
    expect(
      within(bullied).getByText('Fewer than 5 people answered, so this is hidden to keep answers anonymous.'),
    ).toBeInTheDocument();
    expect(screen.getByText('stub open texts: What would you change?')).toBeInTheDocument();
    expect(screen.getByText('stub open texts: Your ideas for the school')).toBeInTheDocument();
    expect(screen.getByText('stub exports')).toBeInTheDocument();
    expect(screen.getByText('stub share')).toBeInTheDocument();
    await waitFor(() => expect(eventsOf(api, 'open')).toHaveLength(1));
    expect(eventsOf(api, 'open')[0].body).toMatchObject({ category: 'Results', details: { id: 42 } });
  });

  it('shows a distribution as a table on request', async () => {
    const { user } = await openDashboard('/v2/school/teacher/results/42');
    const safe = document.querySelector('[data-question="q_safe"]') as HTMLElement;
    await user.click(within(safe).getByRole('button', { name: 'Show as a table' }));
    const row = within(safe).getByRole('row', { name: /Strongly agree/ });
    expect(within(row).getByText('8')).toBeInTheDocument();
    expect(within(row).getByText('33%')).toBeInTheDocument();
  });

  it('reads the benchmark from the address and keeps a new choice there', async () => {
    const { api, user, address } = await openDashboard('/v2/school/teacher/results/42?benchmarkId=3');
    expect(api.callsTo('POST', summaryPath)[0].body).toMatchObject({ benchmarkId: 3 });
    await user.click(screen.getByRole('textbox', { name: 'Benchmark' }));
    await user.click(await screen.findByRole('option', { name: 'Riga schools (1 school)', hidden: true }));
    await waitFor(() => expect(address().params.get('benchmarkId')).toBe('4'));
    await waitFor(() =>
      expect(api.callsTo('POST', summaryPath).at(-1)?.body).toMatchObject({ benchmarkId: 4 }),
    );
    expect(eventsOf(api, 'benchmark')[0].body).toMatchObject({ details: { benchmarkId: 4 } });

    await user.click(screen.getByRole('textbox', { name: 'Benchmark' }));
    await user.click(await screen.findByRole('option', { name: 'No benchmark', hidden: true }));
    await waitFor(() => expect(address().params.get('benchmarkId')).toBe('none'));
    await waitFor(() =>
      expect(api.callsTo('POST', summaryPath).at(-1)?.body).toMatchObject({ benchmarkId: null }),
    );
  });

  it('keeps the filters in the address and asks with them', async () => {
    const filtered: ResultsSummary = { ...summary, info: { ...summary.info, filters: { grade: [7] } } };
    const url = `/v2/school/teacher/results/42?filters=${encodeURIComponent('{"grade":[7]}')}&benchmarkId=3`;
    const { api, user, address } = await openDashboard(url, { [`POST ${summaryPath}`]: ok(filtered) });
    expect(api.callsTo('POST', summaryPath)[0].body).toMatchObject({
      filters: { grade: [7] },
      benchmarkId: 3,
    });
    expect(screen.getByText('All respondents: 70.0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'stub filters {"grade":[7]}' }));
    await waitFor(() => expect(address().params.get('filters')).toBe('{"class":[11]}'));
    expect(address().params.get('benchmarkId')).toBe('3');
    await waitFor(() =>
      expect(api.callsTo('POST', summaryPath).at(-1)?.body).toMatchObject({ filters: { class: [11] } }),
    );
    expect(eventsOf(api, 'filter')).toHaveLength(1);
  });

  it('explains a hidden selection and shows no numbers', async () => {
    const hidden: ResultsSummary = {
      ...summary,
      info: { ...summary.info, hidden: 'differencing' },
      pillars: [],
      modules: [],
      questions: [],
    };
    await openDashboard('/v2/school/teacher/results/42', { [`POST ${summaryPath}`]: ok(hidden) });
    expect(screen.getByText(/could reveal the answers of fewer than 5 people/)).toBeInTheDocument();
    expect(screen.queryByText('Scores by theme')).not.toBeInTheDocument();
  });

  it('says when the results of an open period will appear, and shows no numbers', async () => {
    const open: ResultsSummary = {
      ...summary,
      info: { ...summary.info, hidden: 'not_released', results_from: '2026-12-21T21:59:00.000Z' },
      pillars: [],
      modules: [],
      questions: [],
    };
    await openDashboard('/v2/school/teacher/results/42', { [`POST ${summaryPath}`]: ok(open) });
    expect(screen.getByText(/shown once the survey period closes \(Dec 21, 2026\)/)).toBeInTheDocument();
    expect(screen.queryByText('Scores by theme')).not.toBeInTheDocument();
  });

  it('opens a comparison on the child route, keeping the query', async () => {
    const { api, user, address } = await openDashboard('/v2/school/teacher/results/42?benchmarkId=3');
    await user.click(await screen.findByRole('textbox', { name: 'Compare with' }));
    await user.click(await screen.findByRole('option', { name: 'Spring 2025', hidden: true }));
    await waitFor(() => expect(address().pathname).toBe('/v2/school/teacher/results/42/41'));
    expect(address().params.get('benchmarkId')).toBe('3');
    expect(await screen.findByText('stub comparison with 41')).toBeInTheDocument();
    expect(document.querySelector('[data-question]')).toBeNull();
    expect(eventsOf(api, 'compare')[0].body).toMatchObject({ details: { compareId: 41 } });
  });

  it('shows the demo with a banner, read from the demo API', async () => {
    const api = stubApi({
      'GET results/demo': ok({ period_identifiers: { type: 'period', id: 900 } }),
      'POST results/demo/summary': ok(summary),
      'POST events': ok(null),
    });
    renderResultsAt(<ResultsDashboardScreen />, '/results/demo', '/results/demo');
    expect(await screen.findByText('Demo data')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Student wellbeing', level: 1 })).toBeInTheDocument();
    expect(api.callsTo('POST', 'results/demo/summary')[0].body).toMatchObject({
      period_identifiers: { type: 'period', id: 900 },
    });
    expect(api.callsTo('POST', 'results/v2/summary')).toHaveLength(0);
    expect(screen.queryByText('stub exports')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Compare with' })).not.toBeInTheDocument();
  });

  it('lets a teacher with results access in, without sharing', async () => {
    const api = stubApi({
      'GET user': ok({ ...signedInUser, teacher_access_to_results: true }),
      // The server says a teacher reading their own classes may not share.
      [`POST ${summaryPath}`]: ok({ ...summary, info: { ...summary.info, can_share: false } }),
      'POST events': ok(null),
      'GET results/v2/periods': ok([resultsPeriod]),
    });
    await loadUser();
    renderResultsAt(<ResultsDashboardScreen />, route, '/v2/school/teacher/results/42');
    expect(await screen.findByRole('heading', { name: 'Student wellbeing', level: 1 })).toBeInTheDocument();
    expect(api.callsTo('POST', summaryPath)).toHaveLength(1);
    expect(screen.queryByText('stub share')).not.toBeInTheDocument();
  });

  it('says when the demo is not available', async () => {
    stubApi({
      'GET results/demo': {
        status: 404,
        body: { status: 404, error: 'not_found', message: 'demo results are not available' },
      },
    });
    renderResultsAt(<ResultsDashboardScreen />, '/results/demo', '/results/demo');
    expect(await screen.findByText('The demo results are not available just now')).toBeInTheDocument();
  });

  it('asks for the filter list together with the summary, not after it has shown', async () => {
    const api = await signInSchoolAdmin(
      { view_survey_results: true },
      { [`POST ${summaryPath}`]: ok(summary) },
    );
    const answer = api.fetchMock.getMockImplementation()!;
    let releaseSummary = () => {};
    const summaryHeld = new Promise<void>((resolve) => {
      releaseSummary = resolve;
    });
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith(summaryPath)) await summaryHeld;
      return answer(input, init);
    });
    renderResultsAt(<ResultsDashboardScreen />, route, '/v2/school/teacher/results/42');
    await waitFor(() => expect(api.callsTo('POST', 'results/v2/filters')).toHaveLength(1));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    releaseSummary();
    expect(await screen.findByRole('heading', { name: 'Student wellbeing', level: 1 })).toBeInTheDocument();
  });

  it('asks for the summary and filter list while the user still loads, and shows nothing until the permissions are in', async () => {
    const api = await signInSchoolAdmin(
      { view_survey_results: true },
      { [`POST ${summaryPath}`]: ok(summary), 'POST events': ok(null) },
    );
    resetUser();
    const answer = api.fetchMock.getMockImplementation()!;
    let releaseAdmin = () => {};
    const adminHeld = new Promise<void>((resolve) => {
      releaseAdmin = resolve;
    });
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/admins/by_user_id/')) await adminHeld;
      return answer(input, init);
    });
    const loading = loadUser();
    renderResultsAt(<ResultsDashboardScreen />, route, '/v2/school/teacher/results/42');
    await waitFor(() => {
      expect(api.callsTo('POST', summaryPath)).toHaveLength(1);
      expect(api.callsTo('POST', 'results/v2/filters')).toHaveLength(1);
    });
    expect(getUserState().status).toBe('loading');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByText(/stub filters/)).not.toBeInTheDocument();
    releaseAdmin();
    await loading;
    expect(await screen.findByRole('heading', { name: 'Student wellbeing', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/stub filters/)).toBeInTheDocument();
  });

  it('tells a teacher without results access and asks nothing', async () => {
    const api = stubApi({ 'GET user': ok(signedInUser) });
    await loadUser();
    renderResultsAt(<ResultsDashboardScreen />, route, '/v2/school/teacher/results/42');
    expect(await screen.findByText('You have no access to results')).toBeInTheDocument();
    expect(api.callsTo('POST', summaryPath)).toHaveLength(0);
  });

  it('says when the period is not there for this viewer, and writes no open event for it', async () => {
    const api = await signInSchoolAdmin(
      { view_survey_results: true },
      {
        [`POST ${summaryPath}`]: {
          status: 404,
          body: { status: 404, error: 'not_found', message: 'Period not found' },
        },
        'POST events': ok(null),
      },
    );
    renderResultsAt(<ResultsDashboardScreen />, route, '/v2/school/teacher/results/999');
    expect(
      await screen.findByText('These results were not found, or you may not see them'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', 'events')).toHaveLength(0);
  });

  it('writes one open event per dashboard, not one per filter chosen', async () => {
    const { api, user } = await openDashboard('/v2/school/teacher/results/42');
    await waitFor(() => expect(eventsOf(api, 'open')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /stub filters/ }));
    await waitFor(() => expect(api.callsTo('POST', summaryPath).length).toBeGreaterThan(1));
    expect(eventsOf(api, 'open')).toHaveLength(1);
  });

  it('shows a parent period with its heat map and a share button to an organisation viewer', async () => {
    const parentSummary: ResultsSummary = { ...summary, info: { ...summary.info, period: null } };
    const api = await signInSchoolAdmin(
      { view_survey_results: true },
      {
        [`POST ${summaryPath}`]: ok(parentSummary),
        'POST events': ok(null),
        'GET results/v2/periods': ok([]),
      },
    );
    renderResultsAt(
      <ResultsDashboardScreen />,
      '/v2/organization/results/open/:type/:id/:compare?',
      '/v2/organization/results/open/parent_period/77',
    );
    expect(await screen.findByText('stub heat map from /api/results/v2')).toBeInTheDocument();
    expect(api.callsTo('POST', summaryPath)[0].body).toMatchObject({
      period_identifiers: { type: 'parent_period', id: 77 },
    });
    expect(screen.getByText('stub share')).toHaveAttribute('data-period', '77');
    expect(screen.getByText('stub exports')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /stub filters/ })).toHaveAttribute('data-read-only', 'false');
  });

  it('shows a school its own part of a parent period: no heat map, exports or sharing, the aggregate named', async () => {
    const aggregate = {
      id: 0,
      name: { en: 'Municipality spring: all schools' },
      scope: 'parent_period' as const,
      schoolCount: 3,
      respondentCount: 36,
    };
    const ownPart: ResultsSummary = {
      ...summary,
      info: { ...summary.info, own_schools_only: true, can_share: false },
      benchmarks: { list: [aggregate], selected: null },
    };
    await signInSchoolAdmin(
      { view_survey_results: true },
      {
        [`POST ${summaryPath}`]: ok(ownPart),
        'POST events': ok(null),
        'GET results/v2/periods': ok([]),
      },
    );
    renderResultsAt(
      <ResultsDashboardScreen />,
      '/v2/organization/results/open/:type/:id/:compare?',
      '/v2/organization/results/open/parent_period/77',
    );
    expect(
      await screen.findByText(/as the benchmark “Municipality spring: all schools”/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/stub heat map/)).not.toBeInTheDocument();
    expect(screen.queryByText('stub exports')).not.toBeInTheDocument();
    expect(screen.queryByText('stub share')).not.toBeInTheDocument();
  });

  it('offers no sharing to a reader the server says may not share (a regional officer, read only)', async () => {
    // The demo `officer`: admin of an organisation without schools, reading a region's schools through a
    // property value; the share links would answer 403.
    const officer = {
      ...signedInUser,
      type: 'organization_admin',
      organization: { id: 60, name: 'Kurzemes plānošanas reģions', type: 'organization', slug: 'kurzeme' },
      results_by_property_value: true,
    };
    const readOnly: ResultsSummary = { ...summary, info: { ...summary.info, can_share: false } };
    const api = stubApi({
      'GET user': ok(officer),
      'GET user/school': ok(null),
      [`POST ${summaryPath}`]: ok(readOnly),
      'POST events': ok(null),
      'GET results/v2/periods': ok([resultsPeriod]),
    });
    await loadUser();
    renderResultsAt(
      <ResultsDashboardScreen />,
      '/v2/organization/results/open/:type/:id/:compare?',
      '/v2/organization/results/open/period/42',
    );
    expect(await screen.findByRole('heading', { name: 'Student wellbeing', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('stub exports')).toBeInTheDocument();
    expect(screen.queryByText('stub share')).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'results/v2/share')).toHaveLength(0);
  });

  it('shows a share link read-only: its base everywhere, no editing, exports, sharing or comparison', async () => {
    const base = '/api/results/shared/tok123';
    const api = stubApi({ 'POST results/shared/tok123/summary': ok(summary), 'POST events': ok(null) });
    renderResultsAt(
      <ResultsDashboardScreen
        source={{
          mode: 'shared',
          base,
          identifiers: { type: 'parent_period', id: 77 },
          compareIdentifiers: null,
          dashboardPath: '/results/shared/tok123',
          shareToken: 'tok123',
        }}
      />,
      '/results/shared/:token',
      '/results/shared/tok123',
    );
    expect(await screen.findByRole('heading', { name: 'Student wellbeing', level: 1 })).toBeInTheDocument();
    expect(api.callsTo('POST', 'results/shared/tok123/summary')).toHaveLength(1);
    expect(api.callsTo('POST', summaryPath)).toHaveLength(0);
    await chartsShown();
    expect(screen.getByText(`stub heat map from ${base} without links`)).toBeInTheDocument();
    const filters = screen.getByRole('button', { name: /stub filters/ });
    expect(filters).toHaveAttribute('data-base', base);
    expect(filters).toHaveAttribute('data-read-only', 'true');
    expect(screen.queryByText('stub exports')).not.toBeInTheDocument();
    expect(screen.queryByText('stub share')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Compare with' })).not.toBeInTheDocument();
    // Not signed in: the server takes the usage event for the period only with the link's token.
    await waitFor(() => expect(eventsOf(api, 'open')).toHaveLength(1));
    expect(eventsOf(api, 'open')[0].body).toMatchObject({
      details: { mode: 'shared', type: 'parent_period', id: 77, share_token: 'tok123' },
    });
  });

  it('asks for no heat map in the demo, even for a parent period, and offers no editing', async () => {
    const api = stubApi({
      'GET results/demo': ok({ period_identifiers: { type: 'parent_period', id: 900 } }),
      'POST results/demo/summary': ok(summary),
      'POST events': ok(null),
    });
    renderResultsAt(<ResultsDashboardScreen />, '/results/demo', '/results/demo');
    expect(await screen.findByText('Demo data')).toBeInTheDocument();
    expect(api.callsTo('GET', 'results/demo')).toHaveLength(1);
    expect(screen.queryByText(/stub heat map/)).not.toBeInTheDocument();
    const filters = screen.getByRole('button', { name: /stub filters/ });
    expect(filters).toHaveAttribute('data-base', '/api/results/demo');
    expect(filters).toHaveAttribute('data-read-only', 'true');
    expect(screen.queryByText('stub share')).not.toBeInTheDocument();
  });

  it('shows the open texts of each text question in its module, once each', async () => {
    const withTexts: ResultsSummary = {
      ...summary,
      modules: [
        ...summary.modules,
        {
          id: 'm_home',
          name: { en: 'At home' },
          score: null,
          favourable: null,
          hidden: null,
          benchmark: null,
        },
      ],
      textQuestions: [
        { questionId: 'q_change', moduleId: 'm_school', text: { en: 'What would you change?' } },
        { questionId: 'q_ideas', moduleId: 'm_school', text: { en: 'Your ideas for the school' } },
        { questionId: 'q_home', moduleId: 'm_home', text: { en: 'What helps you at home?' } },
      ],
    };
    await openDashboard('/v2/school/teacher/results/42', { [`POST ${summaryPath}`]: ok(withTexts) });
    const school = screen.getByRole('region', { name: 'My school' });
    expect(within(school).getAllByText('stub open texts: What would you change?')).toHaveLength(1);
    expect(within(school).getByText('stub open texts: Your ideas for the school')).toBeInTheDocument();
    const home = screen.getByRole('region', { name: 'At home' });
    expect(within(home).getByText('stub open texts: What helps you at home?')).toBeInTheDocument();
    expect(within(school).queryByText(/What helps you at home/)).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import type { BenchmarkItem, DefinedBenchmark } from '../../queries/benchmarks';
import { testI18n } from '../../test/renderScreen';
import { failure, fieldLabel, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { BenchmarkAccessScreen } from './BenchmarkAccessScreen';
import { BenchmarkItemScreen } from './BenchmarkItemScreen';
import { BenchmarkScreen } from './BenchmarkScreen';
import { BenchmarksScreen } from './BenchmarksScreen';

afterEach(async () => {
  vi.unstubAllGlobals();
  await testI18n.changeLanguage('en');
});

const benchmark: DefinedBenchmark = {
  id: 7,
  name: { en: 'Riga gymnasiums 2025/26' },
  survey_version_ids: [3],
  school_years: [2025],
  parent_ids: [2],
  value_ids: [],
  tag_ids: [],
  min_schools: 3,
  status: 'draft',
  compute_state: 'done',
  progress: 100,
  compute_error: null,
  school_count: 4,
  respondent_count: 682,
  computed_at: '2026-11-25T02:00:00Z',
  published_at: null,
  for_everyone: false,
  offered_to_freemium: true,
  organization_ids: [2, 5],
  access_tag_ids: [],
};

const items: BenchmarkItem[] = [
  {
    key: 'compound',
    kind: 'compound',
    label: null,
    parent_label: null,
    computed: { score: 65.7, favourable: 0.56, n: 682 },
    override: null,
  },
  {
    key: 'grid.i1',
    kind: 'question',
    label: { en: 'adults step in' },
    parent_label: { en: 'At our school…' },
    computed: { score: 74.5, favourable: 0.74, n: 600 },
    override: {
      score: 80,
      favourable: null,
      source: 'National statistics',
      entered_at: '2026-11-25T02:00:00Z',
    },
  },
];

const options = {
  survey_versions: [{ id: 3, number: 1, title: { en: 'Student wellbeing' }, owner: null, schools: 5 }],
  organizations: [{ id: 2, name: 'Demo Municipality', type: 'organization' }],
};

describe('benchmark screens', () => {
  it('opens the benchmark to the organisations carrying a tag, beside the chosen ones', async () => {
    const api = stubApi({
      'GET admin/benchmarks/7': ok(benchmark),
      'GET admin/benchmarks/options': ok(options),
      'GET admin/organization-tags': ok([{ id: 4, name: { en: 'Pilot schools' }, organization_count: 3 }]),
      'PUT admin/benchmarks/7/access': ok({ ...benchmark, access_tag_ids: [4] }),
    });
    const user = userEvent.setup();
    renderAt(<BenchmarkAccessScreen />, '/admin/benchmark/:benchmark_id/access', '/admin/benchmark/7/access');
    await user.click(await screen.findByRole('textbox', { name: en.benchmarks.access.tags }));
    await user.click(await screen.findByRole('option', { name: 'Pilot schools', hidden: true }));
    await user.click(screen.getByRole('button', { name: en.common.save }));
    await waitFor(() =>
      expect(api.callsTo('PUT', 'admin/benchmarks/7/access')[0]?.body).toEqual({
        for_everyone: false,
        offered_to_freemium: true,
        organization_ids: [2, 5],
        tag_ids: [4],
      }),
    );
  });

  it('lists the benchmarks with their state, schools and who may use them', async () => {
    stubApi({
      'GET admin/benchmarks': ok([
        benchmark,
        {
          ...benchmark,
          id: 8,
          name: { en: 'Pilots' },
          status: 'published',
          compute_state: 'queued',
          offered_to_freemium: false,
          access_tag_ids: [4],
        },
      ]),
    });
    renderAt(<BenchmarksScreen />, '/admin/benchmark');
    const table = await screen.findByRole('table', { name: 'Benchmarks' });
    const row = within(table).getByRole('link', { name: 'Riga gymnasiums 2025/26' });
    expect(row).toHaveAttribute('href', '/admin/benchmark/7');
    expect(within(table).getByText('Draft')).toBeInTheDocument();
    expect(within(table).getByText('Computed')).toBeInTheDocument();
    expect(within(table).getByText('Organisations: 2')).toBeInTheDocument();
    // Tags open it too, so the count says so.
    expect(within(table).getByText('Organisations: 2, tags: 1')).toBeInTheDocument();
    expect(within(table).getByText(en.benchmarks.access.freemium_badge)).toBeInTheDocument();
  });

  it('lists the built-in benchmarks as such, below the defined ones, and says when none is computed', async () => {
    const builtIn = {
      id: 3,
      scope: 'overall',
      name: { en: 'All schools' },
      school_year: 2025,
      survey_version_id: 3,
      version_number: 2,
      survey_title: { en: 'Student wellbeing' },
      organization: null,
      school_count: 41,
      respondent_count: 5120,
      computed_at: '2026-12-07T03:00:00.000Z',
    };
    stubApi({
      'GET admin/benchmarks': ok([]),
      'GET admin/benchmarks/built-in': ok([
        builtIn,
        { ...builtIn, id: 4, scope: 'organization', organization: 'Riga City', school_count: 12 },
      ]),
    });
    renderAt(<BenchmarksScreen />, '/admin/benchmark');
    expect(await screen.findByText(en.benchmarks.empty)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: en.benchmarks.built_in.title });
    expect(within(table).getByText('All schools')).toBeInTheDocument();
    expect(within(table).getByText('Schools of Riga City')).toBeInTheDocument();
    expect(within(table).getAllByText('Student wellbeing')).toHaveLength(2);
    expect(within(table).getAllByText('2025/26')).toHaveLength(2);
    expect(within(table).getByText('41')).toBeInTheDocument();
    expect(within(table).queryAllByRole('link')).toHaveLength(0);
  });

  it('says that no built-in benchmark is computed yet', async () => {
    stubApi({ 'GET admin/benchmarks': ok([]), 'GET admin/benchmarks/built-in': ok([]) });
    renderAt(<BenchmarksScreen />, '/admin/benchmark');
    expect(await screen.findByText(en.benchmarks.built_in.empty)).toBeInTheDocument();
  });

  it('shows the refusal naming the count when too few schools qualify, and the values by hand', async () => {
    const api = stubApi({
      'GET admin/benchmarks/7': ok(benchmark),
      'GET admin/benchmarks/options': ok(options),
      'GET admin/organization-properties': ok([]),
      'GET admin/organization-tags': ok([]),
      'GET admin/benchmarks/7/items': ok(items),
      'POST admin/benchmarks/7/compute': failure(
        422,
        'validation_failed',
        'Only 2 schools qualify; a benchmark needs at least 3, so that no school can be recognised in it',
      ),
    });
    renderAt(<BenchmarkScreen />, '/admin/benchmark/:id', '/admin/benchmark/7');
    await screen.findByText('Computed from 4 schools and 682 respondents', { exact: false });
    expect(await screen.findByRole('link', { name: 'At our school… — adults step in' })).toHaveAttribute(
      'href',
      '/admin/benchmark/7/item/grid.i1',
    );
    expect(screen.getByText('80.0 · National statistics')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Compute now' }));
    expect(await screen.findByText(/Only 2 schools qualify/)).toBeInTheDocument();
    expect(api.callsTo('POST', 'admin/benchmarks/7/compute')).toHaveLength(1);
  });

  it('writes the values with the decimal sign of the language, as the results do', async () => {
    await testI18n.changeLanguage('lv');
    stubApi({
      'GET admin/benchmarks/7': ok(benchmark),
      'GET admin/benchmarks/options': ok(options),
      'GET admin/organization-properties': ok([]),
      'GET admin/organization-tags': ok([]),
      'GET admin/benchmarks/7/items': ok(items),
    });
    const view = renderAt(<BenchmarkScreen />, '/admin/benchmark/:id', '/admin/benchmark/7');
    // The test i18n holds English texts only; the numbers follow the language itself (Intl).
    const table = await screen.findByRole('table', { name: en.benchmarks.items.title });
    expect(within(table).getByText('65,7')).toBeInTheDocument();
    expect(within(table).getByText('80,0 · National statistics')).toBeInTheDocument();
    expect(within(table).queryByText('65.7')).toBeNull();
    view.unmount();

    renderAt(
      <BenchmarkItemScreen />,
      '/admin/benchmark/:benchmark_id/item/:id',
      '/admin/benchmark/7/item/compound',
    );
    await screen.findByRole('heading', { name: 'Overall score' });
    expect(screen.getByText('Computed: 65,7 from 682 answers.')).toBeInTheDocument();
  });

  it('enters a value by hand with its source', async () => {
    const api = stubApi({
      'GET admin/benchmarks/7': ok(benchmark),
      'GET admin/benchmarks/7/items': ok(items),
      'PUT admin/benchmarks/7/items/compound': ok({
        ...items[0],
        override: { score: 71, favourable: 0.6, source: 'CSP 2025', entered_at: '2026-11-25T02:00:00Z' },
      }),
    });
    renderAt(
      <BenchmarkItemScreen />,
      '/admin/benchmark/:benchmark_id/item/:id',
      '/admin/benchmark/7/item/compound',
    );
    await screen.findByRole('heading', { name: 'Overall score' });
    expect(screen.getByText('Computed: 65.7 from 682 answers.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(fieldLabel('Score (0–100)')), '71');
    await userEvent.type(screen.getByLabelText(fieldLabel('Favourable (%)')), '60');
    await userEvent.type(screen.getByLabelText(fieldLabel('Source')), 'CSP 2025');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', 'admin/benchmarks/7/items/compound')).toHaveLength(1));
    expect(api.callsTo('PUT', 'admin/benchmarks/7/items/compound')[0].body).toEqual({
      score: 71,
      favourable: 0.6,
      source: 'CSP 2025',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/benchmark/7'));
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Metrics, ResultsUsageRow } from '../../../common/metrics/types';
import en from '../../../locales/en.json';
import { chooseDate, failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { MetricsScreen } from './MetricsScreen';
import { ResultsUsageScreen } from './ResultsUsageScreen';

// The charts are a picture of the same figures (hidden from assistive technology); jsdom cannot lay them out.
vi.mock('./MetricsCharts', () => ({ default: () => <div data-testid="charts" /> }));

afterEach(() => vi.unstubAllGlobals());

const metrics: Metrics = {
  scope: { kind: 'organization', id: 4, name: 'Rīgas valstspilsēta', organization_type: 'organization' },
  from: '2031-03-01',
  to: '2031-03-02',
  totals: {
    schools: 12,
    organizations: 0,
    active_schools: 3,
    periods_running: 4,
    responses: 1234,
    finished: 70,
    expected: 100,
    response_rate: 0.7,
    opened: 41,
    exported: 7,
    shared: 2,
  },
  days: [
    { date: '2031-03-01', responses: 1000, opened: 40, exported: 7, shared: 0 },
    { date: '2031-03-02', responses: 234, opened: 1, exported: 0, shared: 2 },
  ],
  periods: [
    {
      id: 8,
      name: 'Spring wellbeing',
      organization_name: 'Riga School 5',
      starts_at: '2031-03-01T08:00:00Z',
      ends_at: '2031-03-20T08:00:00Z',
      finished: 45,
      expected: 60,
      response_rate: 0.75,
    },
  ],
};

describe('MetricsScreen', () => {
  it("shows an organisation's figures, the periods and the figures day by day", async () => {
    stubApi({ 'GET metrics': ok(metrics) });
    renderAt(<MetricsScreen />, '/metrics', '/metrics?from=2031-03-01&to=2031-03-02');
    expect(await screen.findByText(/^Rīgas valstspilsēta and its schools/)).toBeInTheDocument();
    expect(screen.getByText(en.metrics.totals.opened)).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('70%')).toBeInTheDocument();
    expect(screen.getByText('70 of 100 expected answered')).toBeInTheDocument();
    expect(screen.queryByText(en.metrics.totals.organizations)).not.toBeInTheDocument();
    expect(screen.getByText('Riga School 5')).toBeInTheDocument();
    expect(screen.getByText('45 / 60')).toBeInTheDocument();
    expect(await screen.findByTestId('charts')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.metrics.days.show }));
    expect(screen.getByRole('cell', { name: '1000' })).toBeInTheDocument();
  });

  it('says a chosen last day before the first in words, without asking the server', async () => {
    const api = stubApi({ 'GET metrics': ok(metrics) });
    renderAt(<MetricsScreen />, '/metrics', '/metrics?from=2031-03-01&to=2031-03-02');
    await screen.findByText(en.metrics.totals.opened);
    chooseDate(en.metrics.span.to, '2031-02-01');
    await userEvent.click(screen.getByRole('button', { name: en.metrics.span.show }));
    expect(await screen.findByText(en.metrics.span.to_before_from)).toBeInTheDocument();
    expect(api.callsTo('GET', 'metrics')).toHaveLength(1);
  });

  it('tells anyone else the metrics are not theirs', async () => {
    stubApi({
      'GET metrics': failure(403, 'forbidden', 'Metrics are for super-admins and organisation admins'),
    });
    renderAt(<MetricsScreen />, '/metrics');
    expect(await screen.findByText(en.metrics.forbidden_title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.metrics.to_dashboard })).toHaveAttribute('href', '/dashboard');
  });
});

const usage = (id: number, extra: Partial<ResultsUsageRow> = {}): ResultsUsageRow => ({
  id,
  created_at: '2031-03-03T09:00:00Z',
  kind: 'opened',
  export_kind: null,
  identity_id: 5,
  identity_type: 'teacher',
  person: 'Anna Bērziņa',
  actor_organization: 'Riga School 5',
  period_id: 8,
  period_name: 'Spring wellbeing',
  organization_id: 5,
  organization_name: 'Riga School 5',
  ...extra,
});

describe('ResultsUsageScreen', () => {
  it('lists who used the results, page after page, and downloads them as CSV', async () => {
    const api = stubApi({
      'GET admin/organizations/4': ok({ id: 4, name: 'Rīgas valstspilsēta', schools: [] }),
      'GET admin/organizations/4/results-usage': [
        {
          status: 200,
          body: {
            status: 200,
            data: [usage(30), usage(29, { kind: 'exported', export_kind: 'pdf' })],
            meta: { next_before_id: 29 },
          },
        },
        {
          status: 200,
          body: {
            status: 200,
            data: [
              usage(12, { kind: 'opened', identity_type: 'anonymous', person: null, identity_id: null }),
            ],
            meta: { next_before_id: null },
          },
        },
      ],
      'GET admin/organizations/4/results-usage.csv': { status: 200, body: 'id\r\n' },
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    renderAt(
      <ResultsUsageScreen />,
      '/admin/organization/:id/results-usage',
      '/admin/organization/4/results-usage',
    );
    expect(await screen.findByText('Results usage: Rīgas valstspilsēta')).toBeInTheDocument();
    expect(screen.getAllByText('Anna Bērziņa')).toHaveLength(2);
    expect(screen.getByText(en.results_usage.exported_pdf)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.resource_pages.load_more }));
    expect(await screen.findByText(en.results_usage.share_link_reader)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.resource_pages.load_more })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.results_usage.download }));
    await waitFor(() =>
      expect(api.callsTo('GET', 'admin/organizations/4/results-usage.csv')).toHaveLength(1),
    );
    expect(screen.getByRole('link', { name: en.results_usage.back })).toHaveAttribute(
      'href',
      '/admin/organization/4',
    );
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, renderAt, stubApi } from '../../../test/screenTestKit';
import { ExportButtons } from './ExportButtons';

const identifiers = { type: 'period' as const, id: 12 };
const compareIdentifiers = { type: 'period' as const, id: 9 };
const record = (status: string, progress: number) => ({
  id: 'e1',
  kind: 'pdf',
  status,
  progress,
  file_name: status === 'done' ? 'Demo-Basic-School_Student-survey_Autumn-2026.pdf' : null,
  expires_at: '2026-04-01T11:00:00Z',
  error: null,
});

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

function renderButtons(benchmarkId: number | null = 3) {
  renderAt(
    <ExportButtons
      identifiers={identifiers}
      filters={{ class: [4] }}
      benchmarkId={benchmarkId}
      compareIdentifiers={compareIdentifiers}
    />,
    '/results',
  );
}

const eventsOf = (api: ReturnType<typeof stubApi>) =>
  api.callsTo('POST', 'events').map((call) => {
    const body = call.body as { category: string; action: string };
    return `${body.category}: ${body.action}`;
  });

describe('ExportButtons', () => {
  it('starts a PDF with the chosen options, shows progress and downloads the file', async () => {
    const api = stubApi({
      'POST events': ok(null),
      'POST results/v2/exports': ok({ id: 'e1', status: 'queued' }),
      'GET results/v2/exports/e1': [ok(record('running', 40)), ok(record('done', 100))],
      'GET results/v2/exports/e1/file': { status: 200, body: '%PDF-1.3' },
    });
    const user = userEvent.setup();
    renderButtons();
    await user.click(screen.getByRole('button', { name: 'PDF report' }));
    expect(await screen.findByText('PDF report of these results')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Include the benchmark' }));
    await user.click(screen.getByRole('button', { name: 'Make the file' }));

    expect(await screen.findByText('Preparing the file… 40 %')).toBeInTheDocument();
    expect(api.callsTo('POST', 'results/v2/exports')[0].body).toEqual({
      kind: 'pdf',
      language: 'en',
      request: { period_identifiers: identifiers, filters: { class: [4] }, benchmarkId: null },
      compare_identifiers: compareIdentifiers,
    });
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await vi.waitFor(() => expect(api.callsTo('GET', 'results/v2/exports/e1/file')).toHaveLength(1));
    expect(URL.createObjectURL).toHaveBeenCalled();
    expect(eventsOf(api)).toEqual([
      'Results PDF modal: open',
      'Results PDF modal: start',
      'Results PDF modal: download',
    ]);
  });

  it('starts the 2-page board variant with the principal’s comment', async () => {
    const api = stubApi({
      'POST events': ok(null),
      'POST results/v2/exports': ok({ id: 'e3', status: 'queued' }),
      'GET results/v2/exports/e3': ok(record('running', 10)),
    });
    const user = userEvent.setup();
    renderButtons(3);
    await user.click(screen.getByRole('button', { name: 'PDF report' }));
    expect(screen.queryByRole('textbox', { name: /Principal's comment/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /For the board: 2 pages/ }));
    await user.type(
      screen.getByRole('textbox', { name: /Principal's comment/ }),
      '  We will act on safety. ',
    );
    await user.click(screen.getByRole('button', { name: 'Make the file' }));
    await vi.waitFor(() => expect(api.callsTo('POST', 'results/v2/exports')).toHaveLength(1));
    expect(api.callsTo('POST', 'results/v2/exports')[0].body).toMatchObject({
      kind: 'pdf',
      variant: 'board',
      comment: 'We will act on safety.',
      request: { benchmarkId: 3 },
    });
  });

  it('opens the Excel modal without PDF options and shows a refusal', async () => {
    const api = stubApi({
      'POST events': ok(null),
      'POST results/v2/exports': failure(403, 'forbidden', 'You need the view_survey_results permission'),
    });
    const user = userEvent.setup();
    renderButtons(null);
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    expect(await screen.findByText('Excel export of these results')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Include the comparison' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /For the board/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make the file' }));
    expect(await screen.findByText('You need the view_survey_results permission')).toBeInTheDocument();
    expect(api.callsTo('POST', 'results/v2/exports')[0].body).toMatchObject({
      kind: 'xlsx',
      compare_identifiers: null,
    });
    expect(eventsOf(api)).toEqual(['Results Excel Manual modal: open', 'Results Excel Manual modal: start']);
  });

  it('sends the chosen benchmark with an Excel export too', async () => {
    const api = stubApi({
      'POST events': ok(null),
      'POST results/v2/exports': ok({ id: 'e2', status: 'queued' }),
      'GET results/v2/exports/e2': ok(record('running', 10)),
    });
    const user = userEvent.setup();
    renderButtons(3);
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    expect(await screen.findByRole('checkbox', { name: 'Include the benchmark' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Make the file' }));
    await vi.waitFor(() => expect(api.callsTo('POST', 'results/v2/exports')).toHaveLength(1));
    expect(api.callsTo('POST', 'results/v2/exports')[0].body).toMatchObject({
      kind: 'xlsx',
      request: { benchmarkId: 3 },
    });
  });

  it('opens the print view of the selection in a new tab through a signed pass', async () => {
    const path = '/pdfv2/results?request=%7B%7D&token=abc.1.xyz';
    const api = stubApi({
      'POST results/v2/print': ok({ token: 'abc.1.xyz', path, expires_at: '2026-04-01T11:00:00Z' }),
    });
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    renderButtons(3);
    await user.click(screen.getByRole('button', { name: 'Print view' }));
    await vi.waitFor(() => expect(tab.location.href).toBe(path));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(api.callsTo('POST', 'results/v2/print')[0].body).toEqual({
      action: 'results',
      request: { period_identifiers: identifiers, filters: { class: [4] }, benchmarkId: 3 },
    });
  });

  it('closes the tab and says why when no pass is given', async () => {
    stubApi({
      'POST results/v2/print': failure(403, 'forbidden', 'You need the view_survey_results permission'),
    });
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    renderButtons(null);
    await user.click(screen.getByRole('button', { name: 'Print view' }));
    expect(await screen.findByText('You need the view_survey_results permission')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, renderAt, stubApi } from '../../../test/screenTestKit';
import { summary } from '../resultsTestKit';
import { PdfPrintScreen } from './PdfPrintScreen';
import { printResultsPath } from './printRequest';

afterEach(() => vi.unstubAllGlobals());

const request = { period_identifiers: { type: 'period' as const, id: 12 }, filters: {}, benchmarkId: null };

describe('PdfPrintScreen', () => {
  it('prints the summary of the selection named in the address', async () => {
    const api = stubApi({ 'POST results/v2/summary': ok(summary) });
    renderAt(<PdfPrintScreen />, '/pdfv2/:action', printResultsPath(request));
    expect(await screen.findByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(api.callsTo('POST', 'results/v2/summary')[0].body).toEqual(request);
    expect(screen.getByText(/Student wellbeing/)).toBeInTheDocument();
  });

  it('shows the refusal of the server and rejects unknown actions', async () => {
    stubApi({ 'POST results/v2/summary': failure(403, 'forbidden', 'Respondents cannot see results') });
    renderAt(<PdfPrintScreen />, '/pdfv2/:action', printResultsPath(request));
    expect(await screen.findByText('Respondents cannot see results')).toBeInTheDocument();
  });

  it('says when the action or the request is not known', async () => {
    stubApi({});
    renderAt(<PdfPrintScreen />, '/pdfv2/:action', '/pdfv2/slips');
    expect(await screen.findByText('There is no such print view.')).toBeInTheDocument();
  });
});

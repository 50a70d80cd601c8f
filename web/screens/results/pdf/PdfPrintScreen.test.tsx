import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { summary } from '../../../test/resultsTestKit';
import { failure, ok, renderAt, stubApi } from '../../../test/screenTestKit';
import { PdfPrintScreen } from './PdfPrintScreen';

afterEach(() => vi.unstubAllGlobals());

const request = { period_identifiers: { type: 'period' as const, id: 12 }, filters: {}, benchmarkId: null };
const token = `mi2x0k.c.${'a'.repeat(32)}`;
const address = (search: Record<string, string>) => `/pdfv2/results?${new URLSearchParams(search)}`;

describe('PdfPrintScreen', () => {
  it('prints the selection named in the address through its signed pass', async () => {
    const api = stubApi({ [`POST print/results/${token}/summary`]: ok(summary) });
    renderAt(<PdfPrintScreen />, '/pdfv2/:action', address({ request: JSON.stringify(request), token }));
    expect(await screen.findByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(api.callsTo('POST', `print/results/${token}/summary`)[0].body).toEqual(request);
    expect(screen.getByText(/Student wellbeing/)).toBeInTheDocument();
  });

  it('says when the pass has expired, and shows any other refusal of the server', async () => {
    stubApi({
      [`POST print/results/${token}/summary`]: failure(410, 'link_expired', 'This print link has expired'),
    });
    renderAt(<PdfPrintScreen />, '/pdfv2/:action', address({ request: JSON.stringify(request), token }));
    expect(
      await screen.findByText('This print view has expired. Open it again from the results page.'),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal of a pass that does not fit', async () => {
    stubApi({
      [`POST print/results/${token}/summary`]: failure(
        404,
        'not_found',
        'This print link is not valid for these results',
      ),
    });
    renderAt(<PdfPrintScreen />, '/pdfv2/:action', address({ request: JSON.stringify(request), token }));
    expect(await screen.findByText('This print link is not valid for these results')).toBeInTheDocument();
  });

  it('says when the action is not known or the address lacks the selection or the pass', async () => {
    stubApi({});
    const { unmount } = renderAt(<PdfPrintScreen />, '/pdfv2/:action', '/pdfv2/slips');
    expect(await screen.findByText('There is no such print view.')).toBeInTheDocument();
    unmount();
    renderAt(<PdfPrintScreen />, '/pdfv2/:action', address({ request: JSON.stringify(request) }));
    expect(await screen.findByText('The address does not say which results to print.')).toBeInTheDocument();
  });
});

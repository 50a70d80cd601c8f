import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import { failure, ok, renderAt, stubApi } from '../../../test/screenTestKit';
import { ShareResultsButton } from './ShareResultsButton';

afterEach(() => vi.unstubAllGlobals());

const existing = {
  id: 4,
  period_id: 12,
  created_at: '2026-03-02T10:00:00Z',
  created_by: 'Anna Bērziņa',
  active: true,
};

describe('ShareResultsButton', () => {
  it('lists the links, makes one and copies its full address', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const api = stubApi({
      'GET results/v2/share': [ok([existing]), ok([existing, { ...existing, id: 5 }])],
      'POST results/v2/share': {
        status: 201,
        body: {
          status: 201,
          data: { id: 5, url: '/results/shared/abc123', created_at: '2026-03-03T10:00:00Z' },
        },
      },
    });
    renderAt(<ShareResultsButton periodId={12} />, '/');
    await userEvent.click(screen.getByRole('button', { name: en.results.share.button }));
    expect(await screen.findByText('Anna Bērziņa')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.results.share.create }));
    const full = `${window.location.origin}/results/shared/abc123`;
    expect(await screen.findByDisplayValue(full)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(full);
    expect(api.callsTo('POST', 'results/v2/share')[0].body).toEqual({ period_id: 12 });
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).includes('period_id=12'))).toBe(true);
  });

  it('revokes a link after confirming', async () => {
    const api = stubApi({
      'GET results/v2/share': [ok([existing]), ok([])],
      'DELETE results/v2/share/4': ok({ id: 4, revoked: true }),
    });
    renderAt(<ShareResultsButton periodId={12} />, '/');
    await userEvent.click(screen.getByRole('button', { name: en.results.share.button }));
    await userEvent.click(await screen.findByRole('button', { name: en.results.share.revoke }));
    const question = await screen.findByText(en.results.share.revoke_confirm);
    const dialog = question.closest('[role="dialog"]') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: en.results.share.revoke }));
    await waitFor(() => expect(api.callsTo('DELETE', 'results/v2/share/4')).toHaveLength(1));
    expect(await screen.findByText(en.results.share.none)).toBeInTheDocument();
  });

  it('says which links no longer work because their maker lost access, and only those', async () => {
    stubApi({
      'GET results/v2/share': ok([
        existing,
        { ...existing, id: 6, created_by: 'Pēteris Ozols', active: false },
      ]),
    });
    renderAt(<ShareResultsButton periodId={12} />, '/');
    await userEvent.click(screen.getByRole('button', { name: en.results.share.button }));
    const dead = (await screen.findByText('Pēteris Ozols')).closest('tr') as HTMLElement;
    expect(within(dead).getByText(en.results.share.maker_without_access)).toBeInTheDocument();
    expect(within(dead).getByRole('button', { name: en.results.share.revoke })).toBeInTheDocument();
    const working = screen.getByText('Anna Bērziņa').closest('tr') as HTMLElement;
    expect(within(working).queryByText(en.results.share.maker_without_access)).not.toBeInTheDocument();
  });

  it('shows why sharing is refused', async () => {
    stubApi({
      'GET results/v2/share': failure(
        403,
        'forbidden',
        'Only those who see all of the results may share them',
      ),
    });
    renderAt(<ShareResultsButton periodId={12} />, '/');
    await userEvent.click(screen.getByRole('button', { name: en.results.share.button }));
    expect(await screen.findByText(/Only those who see all of the results/)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { ok, renderAt, stubApi } from '../../test/screenTestKit';
import { ResultsShareLinksScreen } from './ResultsShareLinksScreen';

afterEach(() => vi.unstubAllGlobals());

const link = {
  id: 9,
  period: { id: 3, name: 'Spring 2026' },
  school: { id: 2, name: 'Demo Secondary School' },
  created_by: 'Līga Ozola',
  created_at: '2026-03-02T10:00:00Z',
};

describe('ResultsShareLinksScreen', () => {
  it('lists every active link and revokes one', async () => {
    const api = stubApi({
      'GET admin/results-share-links': [ok([link]), ok([])],
      'DELETE results/v2/share/9': ok({ id: 9, revoked: true }),
    });
    renderAt(<ResultsShareLinksScreen />, '/survey/survey-results-public-urls');
    expect(await screen.findByText('Demo Secondary School')).toBeInTheDocument();
    expect(screen.getByText('Spring 2026')).toBeInTheDocument();
    expect(screen.getByText('Līga Ozola')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.admin.share_links.revoke }));
    const dialogs = await screen.findAllByRole('dialog');
    await userEvent.click(
      within(dialogs[dialogs.length - 1]).getByRole('button', { name: en.admin.share_links.revoke }),
    );
    await waitFor(() => expect(api.callsTo('DELETE', 'results/v2/share/9')).toHaveLength(1));
    expect(await screen.findByText(en.admin.share_links.none)).toBeInTheDocument();
  });
});

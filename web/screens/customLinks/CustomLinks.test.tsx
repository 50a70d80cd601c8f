import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { failure, fieldLabel, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { CustomLinkScreen } from './CustomLinkScreen';
import { CustomLinksScreen } from './CustomLinksScreen';

afterEach(() => vi.unstubAllGlobals());

const texts = en.custom_links;
const link = {
  id: 4,
  slug: 'aptauja-2026',
  path: '/aptauja-2026',
  target: 'poll',
  destination: '/p/abc',
  valid_from: null,
  valid_until: '2026-12-31T21:59:59.000Z',
  visits: 17,
  status: 'active',
  created_at: '2026-11-01T10:00:00.000Z',
};

describe('custom links screens', () => {
  it('lists each link with where it leads, its status and its visits', async () => {
    stubApi({ 'GET admin/custom-links': ok([link]) });
    renderAt(<CustomLinksScreen />, '/admin/custom-links');
    expect(await screen.findByRole('link', { name: '/aptauja-2026' })).toHaveAttribute(
      'href',
      '/admin/custom-links/4',
    );
    expect(screen.getByText('/p/abc')).toBeInTheDocument();
    expect(screen.getByText(texts.statuses.active)).toBeInTheDocument();
    expect(screen.getByText('17')).toBeInTheDocument();
  });

  it('creates a link with its days as the start and end of them, and shows a refused slug under its field', async () => {
    const api = stubApi({
      'POST admin/custom-links': failure(
        422,
        'validation_failed',
        "slug: '/admin' is an address of the app itself",
        ["slug: '/admin' is an address of the app itself"],
      ),
    });
    renderAt(<CustomLinkScreen />, '/admin/custom-links/:id', '/admin/custom-links/new');
    await userEvent.type(await screen.findByLabelText(fieldLabel(texts.slug)), 'admin');
    await userEvent.type(screen.getByLabelText(fieldLabel(texts.target)), '/p/abc');
    await userEvent.type(screen.getByLabelText(fieldLabel(texts.valid_from)), '2026-09-01');
    await userEvent.click(screen.getByRole('button', { name: en.common.save }));
    expect(await screen.findByText("'/admin' is an address of the app itself")).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', 'admin/custom-links')).toHaveLength(1));
    expect(api.callsTo('POST', 'admin/custom-links')[0].body).toEqual({
      slug: 'admin',
      target: '/p/abc',
      // The day begins at midnight in Riga, the schools' time zone, whatever the browser's clock says.
      valid_from: '2026-08-31T21:00:00.000Z',
      valid_until: null,
    });
  });
});

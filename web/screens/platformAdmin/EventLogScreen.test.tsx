import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { chooseDate, failure, renderAt, stubApi } from '../../test/screenTestKit';
import { EventLogScreen } from './EventLogScreen';

const texts = en.platform_admin.event_log;
const path = '/admin/event-log';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:events');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('EventLogScreen', () => {
  it('downloads the CSV of the chosen dates, category and identity', async () => {
    const api = stubApi({ 'GET admin/event-log.csv': { status: 200, body: 'id,created_at' } });
    renderAt(<EventLogScreen />, path);
    chooseDate(texts.from, '2026-01-01');
    chooseDate(texts.to, '2026-06-30');
    await userEvent.type(screen.getByRole('textbox', { name: texts.category }), 'Login');
    await userEvent.type(screen.getByLabelText(new RegExp(texts.identity)), '42');
    await userEvent.click(screen.getByRole('button', { name: texts.download }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const url = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((called) => called.pathname === '/api/admin/event-log.csv');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      from: '2026-01-01',
      to: '2026-06-30',
      category: 'Login',
      identity_id: '42',
    });
  });

  it('shows a refused filter under its field', async () => {
    stubApi({
      'GET admin/event-log.csv': failure(400, 'bad_request', 'to: at most 367 days after from', [
        'to: at most 367 days after from',
      ]),
    });
    renderAt(<EventLogScreen />, path);
    await userEvent.click(screen.getByRole('button', { name: texts.download }));
    expect(await screen.findByText('at most 367 days after from')).toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { failure, ok, renderAt, signedInUser, stubApi } from '../../test/screenTestKit';
import { TokenizedScreen } from './TokenizedScreen';

const linkToken = 't'.repeat(40);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TokenizedScreen', () => {
  it('stores the session token and the tokenized flag, then opens the dashboard', async () => {
    const api = stubApi({
      'POST auth/tokenized': ok({ token: 'respondent-session-token', tokenized: true }),
      'GET user': ok({ ...signedInUser, type: 'student' }),
    });
    renderAt(<TokenizedScreen />, '/tokenized', `/tokenized?token=${linkToken}`);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(localStorage.getItem('token')).toBe('respondent-session-token');
    expect(localStorage.getItem('tokenized')).toBe('true');
    expect(api.callsTo('POST', 'auth/tokenized')).toEqual([
      { method: 'POST', path: 'auth/tokenized', body: { token: linkToken } },
    ]);
    // The user was loaded with the new session.
    expect(api.callsTo('GET', 'user')).toHaveLength(1);
  });

  it('goes to /urlexpired when the link has expired or was used', async () => {
    stubApi({ 'POST auth/tokenized': failure(410, 'link_expired', 'This link has expired') });
    renderAt(<TokenizedScreen />, '/tokenized', `/tokenized?token=${linkToken}`);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/urlexpired'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('tokenized')).toBeNull();
  });

  it('explains, without a token, that a new link comes from the teacher', () => {
    const api = stubApi({});
    renderAt(<TokenizedScreen />, '/tokenized');

    expect(screen.getByRole('heading', { level: 1, name: en.tokenized.ended_title })).toBeInTheDocument();
    expect(screen.getByText(en.tokenized.ended_text)).toBeInTheDocument();
    expect(screen.getByText(en.tokenized.ask_teacher)).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { UnsubscribeScreen } from './UnsubscribeScreen';

afterEach(() => vi.unstubAllGlobals());

const texts = en.invitations.unsubscribe;
const path = '/invitations/unsubscribe/:token';

describe('UnsubscribeScreen', () => {
  it('does nothing on opening (a mail scanner follows links): unsubscribing takes a click', async () => {
    const calls = stubApi({ 'POST invitation-links/unsubscribe': ok({ email: 'anna@example.com' }) });
    renderAt(<UnsubscribeScreen />, path, '/invitations/unsubscribe/tok-1');
    const button = await screen.findByRole('button', { name: texts.confirm });
    expect(screen.getByText(texts.ask)).toBeInTheDocument();
    expect(calls.callsTo('POST', 'invitation-links/unsubscribe')).toHaveLength(0);
    await userEvent.click(button);
    expect(await screen.findByText(texts.done.replace('{{email}}', 'anna@example.com'))).toBeInTheDocument();
    expect(calls.callsTo('POST', 'invitation-links/unsubscribe').map((call) => call.body)).toEqual([
      { token: 'tok-1' },
    ]);
  });

  it('says so when the link is not valid', async () => {
    stubApi({ 'POST invitation-links/unsubscribe': failure(404, 'not_found', 'Not found') });
    renderAt(<UnsubscribeScreen />, path, '/invitations/unsubscribe/bad');
    await userEvent.click(await screen.findByRole('button', { name: texts.confirm }));
    expect(await screen.findByText(texts.failed)).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { fieldLabel, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

const serverAnswer = ok({ message: 'If the address belongs to an account, a link has been sent to it.' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ForgotPasswordScreen', () => {
  it('checks the e-mail address before sending, then shows the neutral confirmation', async () => {
    const api = stubApi({ 'POST auth/forgot-password': serverAnswer });
    const user = userEvent.setup();
    renderAt(<ForgotPasswordScreen />, '/users/forgot-password');

    expect(screen.getByRole('heading', { level: 1, name: en.password.forgot_title })).toBeInTheDocument();
    const field = screen.getByLabelText(fieldLabel(en.forms.email));
    await user.type(field, 'anna@example');
    await user.click(screen.getByRole('button', { name: en.password.send_link }));

    expect(field).toHaveAccessibleDescription(en.forms.invalid_email);
    expect(api.fetchMock).not.toHaveBeenCalled();

    await user.type(field, '.com');
    await user.click(screen.getByRole('button', { name: en.password.send_link }));

    expect(await screen.findByText(en.password.link_sent)).toBeInTheDocument();
    expect(api.callsTo('POST', 'auth/forgot-password')).toEqual([
      { method: 'POST', path: 'auth/forgot-password', body: { email: 'anna@example.com' } },
    ]);
    // The form is gone: nothing hints at whether the account exists.
    expect(screen.queryByLabelText(fieldLabel(en.forms.email))).not.toBeInTheDocument();
  });

  it('asks for a first-password link with the new-user flag on /users/create-password', async () => {
    const api = stubApi({ 'POST auth/forgot-password': serverAnswer });
    const user = userEvent.setup();
    renderAt(<ForgotPasswordScreen />, '/users/create-password');

    expect(screen.getByRole('heading', { level: 1, name: en.password.create_title })).toBeInTheDocument();
    await user.type(screen.getByLabelText(fieldLabel(en.forms.email)), ' new@example.com ');
    await user.click(screen.getByRole('button', { name: en.password.send_link }));

    expect(await screen.findByText(en.password.link_sent)).toBeInTheDocument();
    expect(api.callsTo('POST', 'auth/forgot-password')[0].body).toEqual({
      email: 'new@example.com',
      new_user: true,
    });
  });

  it('says so when links were asked for too often', async () => {
    stubApi({
      'POST auth/forgot-password': {
        status: 429,
        body: { status: 429, error: 'rate_limited', message: 'Too many requests' },
      },
    });
    const user = userEvent.setup();
    renderAt(<ForgotPasswordScreen />, '/users/forgot-password');

    await user.type(screen.getByLabelText(fieldLabel(en.forms.email)), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: en.password.send_link }));

    expect(await screen.findByRole('alert')).toHaveTextContent(en.forms.too_many_requests);
    expect(screen.queryByText(en.password.link_sent)).not.toBeInTheDocument();
  });
});

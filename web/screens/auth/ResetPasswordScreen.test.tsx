import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { failure, fieldLabel, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { ResetPasswordScreen } from './ResetPasswordScreen';

const token = 'a'.repeat(32);
const linkCheck = `GET auth/reset-password/${token}`;
const validLink = ok({ valid: true, new_user: false, expires_at: '2030-01-01T00:00:00.000Z' });
const expired = failure(410, 'link_expired', 'This link has expired or has already been used');

afterEach(() => {
  vi.unstubAllGlobals();
});

function location() {
  return screen.getByTestId('location');
}

describe('ResetPasswordScreen', () => {
  it('goes to /mailedurlexpired when the link has expired', async () => {
    const api = stubApi({ [linkCheck]: expired });
    renderAt(<ResetPasswordScreen />, '/users/reset-password', `/users/reset-password?token=${token}`);

    await waitFor(() => expect(location()).toHaveTextContent('/mailedurlexpired'));
    expect(api.callsTo('POST', 'auth/reset-password')).toHaveLength(0);
  });

  it('goes to /urlexpired without a token, asking nothing', async () => {
    const api = stubApi({});
    renderAt(<ResetPasswordScreen />, '/users/reset-password');

    await waitFor(() => expect(location()).toHaveTextContent('/urlexpired'));
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s password problem under the password field', async () => {
    const api = stubApi({
      [linkCheck]: validLink,
      'POST auth/reset-password': failure(
        422,
        'validation_failed',
        'password: is too common, choose another',
        ['password: is too common, choose another'],
      ),
    });
    const user = userEvent.setup();
    renderAt(<ResetPasswordScreen />, '/users/reset-password', `/users/reset-password?token=${token}`);

    const field = await screen.findByLabelText(fieldLabel(en.forms.new_password));
    await user.type(field, 'password1');
    await user.type(screen.getByLabelText(fieldLabel(en.forms.repeat_password)), 'password1');
    await user.click(screen.getByRole('button', { name: en.password.save }));

    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining('is too common, choose another')),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('POST', 'auth/reset-password')[0].body).toEqual({ token, password: 'password1' });
    expect(location()).toHaveTextContent('/users/reset-password');
  });

  it('checks length and repetition before sending, and links to sign-in after success', async () => {
    const api = stubApi({
      [linkCheck]: validLink,
      'POST auth/reset-password': ok({ password_changed: true }),
    });
    const user = userEvent.setup();
    renderAt(<ResetPasswordScreen />, '/users/reset-password', `/users/reset-password?token=${token}`);

    const field = await screen.findByLabelText(fieldLabel(en.forms.new_password));
    const repeat = screen.getByLabelText(fieldLabel(en.forms.repeat_password));
    await user.type(field, 'short');
    await user.type(repeat, 'other');
    await user.click(screen.getByRole('button', { name: en.password.save }));

    expect(field).toHaveAccessibleDescription(expect.stringContaining('at least 8 characters long'));
    expect(repeat).toHaveAccessibleDescription(en.forms.passwords_mismatch);
    expect(api.callsTo('POST', 'auth/reset-password')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Blue-Harbour-42');
    await user.clear(repeat);
    await user.type(repeat, 'Blue-Harbour-42');
    await user.click(screen.getByRole('button', { name: en.password.save }));

    expect(await screen.findByText(en.password.reset_done)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.password.sign_in })).toHaveAttribute('href', '/users/login');
  });
});

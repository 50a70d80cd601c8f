import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { failure, fieldLabel, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { ChangeEmailScreen } from './ChangeEmailScreen';

const token = 'e'.repeat(32);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ChangeEmailScreen', () => {
  it('confirms the change with the mailed link and shows the new address', async () => {
    const api = stubApi({ 'POST auth/change-email': ok({ email: 'new@example.com' }) });
    renderAt(<ChangeEmailScreen />, '/users/change-email', `/users/change-email?token=${token}`);

    expect(await screen.findByText('Your e-mail address is now new@example.com.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'auth/change-email')).toEqual([
      { method: 'POST', path: 'auth/change-email', body: { token } },
    ]);
  });

  it('goes to /mailedurlexpired when the link has expired', async () => {
    stubApi({ 'POST auth/change-email': failure(410, 'link_expired', 'This link has expired') });
    renderAt(<ChangeEmailScreen />, '/users/change-email', `/users/change-email?token=${token}`);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mailedurlexpired'));
  });

  it('sends someone not signed in and without a link to sign in', async () => {
    stubApi({});
    renderAt(<ChangeEmailScreen />, '/users/change-email');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/users/login'));
  });

  it('asks a signed-in user for the new address and password, and says where the link went', async () => {
    localStorage.setItem('token', 'signed-in-token');
    const api = stubApi({ 'POST user/change-email': ok({ message: 'sent' }) });
    const user = userEvent.setup();
    renderAt(<ChangeEmailScreen />, '/users/change-email');

    await user.type(screen.getByLabelText(fieldLabel(en.change_email.new_email)), 'new@example.com');
    await user.type(screen.getByLabelText(fieldLabel(en.forms.current_password)), 'my-password');
    await user.click(screen.getByRole('button', { name: en.change_email.submit }));

    expect(
      await screen.findByText(
        'We have sent a confirmation link to new@example.com. Open it to finish the change.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', 'user/change-email')[0].body).toEqual({
      email: 'new@example.com',
      password: 'my-password',
    });
  });
});

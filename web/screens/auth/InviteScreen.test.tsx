import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { failure, fieldLabel, ok, renderAt, signedInUser, stubApi } from '../../test/screenTestKit';
import { InviteScreen } from './InviteScreen';

const token = 'i'.repeat(32);
const describeCall = `GET auth/invite/${token}`;
const acceptCall = `POST auth/invite/${token}/accept`;

function invitation(accountExists: boolean) {
  return ok({
    organization: { id: 2, name: 'Demo Secondary School', type: 'school' },
    type: 'teacher',
    email: 'anna@example.com',
    account_exists: accountExists,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InviteScreen', () => {
  it('asks only for the password when the account exists, and signs in on accepting', async () => {
    const api = stubApi({
      [describeCall]: invitation(true),
      [acceptCall]: ok({ token: 'new-session-token' }),
      'GET user': ok(signedInUser),
    });
    const user = userEvent.setup();
    renderAt(<InviteScreen />, '/auth/invite/:token', `/auth/invite/${token}`);

    expect(await screen.findByText('Demo Secondary School invites you as Teacher')).toBeInTheDocument();
    expect(screen.getByText('Invitation for anna@example.com')).toBeInTheDocument();
    expect(screen.getByText(en.invite.sign_in_to_accept)).toBeInTheDocument();
    expect(screen.queryByLabelText(fieldLabel(en.forms.name))).not.toBeInTheDocument();
    expect(screen.queryByLabelText(fieldLabel(en.forms.surname))).not.toBeInTheDocument();
    expect(screen.queryByLabelText(fieldLabel(en.forms.repeat_password))).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(fieldLabel(en.forms.password)), 'my-old-password');
    await user.click(screen.getByRole('button', { name: en.invite.accept }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(api.callsTo('POST', `auth/invite/${token}/accept`)[0].body).toEqual({
      password: 'my-old-password',
    });
    expect(localStorage.getItem('token')).toBe('new-session-token');
    expect(localStorage.getItem('tokenized')).toBeNull();
  });

  it('shows a wrong password under the password field', async () => {
    stubApi({
      [describeCall]: invitation(true),
      [acceptCall]: failure(422, 'validation_failed', 'password: is not correct', [
        'password: is not correct',
      ]),
    });
    const user = userEvent.setup();
    renderAt(<InviteScreen />, '/auth/invite/:token', `/auth/invite/${token}`);

    const field = await screen.findByLabelText(fieldLabel(en.forms.password));
    await user.type(field, 'wrong');
    await user.click(screen.getByRole('button', { name: en.invite.accept }));

    await waitFor(() => expect(field).toHaveAccessibleDescription('is not correct'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('asks for name, surname and the password twice when there is no account yet', async () => {
    stubApi({ [describeCall]: invitation(false) });
    renderAt(<InviteScreen />, '/auth/invite/:token', `/auth/invite/${token}`);

    expect(await screen.findByLabelText(fieldLabel(en.forms.name))).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel(en.forms.surname))).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel(en.forms.password))).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel(en.forms.repeat_password))).toBeInTheDocument();
    expect(screen.getByText(en.invite.create_account)).toBeInTheDocument();
  });

  it('goes to /mailedurlexpired when the invitation is used, expired or no link at all', async () => {
    stubApi({ [describeCall]: ok(null) });
    renderAt(<InviteScreen />, '/auth/invite/:token', `/auth/invite/${token}`);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mailedurlexpired'));
  });
});

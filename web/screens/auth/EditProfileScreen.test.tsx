import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { loadUser, resetUser } from '../../auth/userStore';
import { failure, fieldLabel, ok, renderAt, signedInUser, stubApi } from '../../test/screenTestKit';
import { EditProfileScreen } from './EditProfileScreen';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

describe('EditProfileScreen', () => {
  it('saves name, surname and language, then reloads the user', async () => {
    const renamed = { ...signedInUser, name: 'Annija', language: 'lv' };
    const api = stubApi({
      'GET user': [ok(signedInUser), ok(renamed)],
      'PATCH user/profile': ok({ updated: true }),
    });
    await loadUser();
    const user = userEvent.setup();
    renderAt(<EditProfileScreen />, '/users/edit-profile');

    const name = screen.getByLabelText(fieldLabel(en.forms.name));
    expect(name).toHaveValue('Anna');
    await user.clear(name);
    await user.type(name, 'Annija');
    await user.click(screen.getByRole('textbox', { name: en.profile.language }));
    await user.click(await screen.findByRole('option', { name: en.profile.languages.lv, hidden: true }));
    await user.click(screen.getByRole('button', { name: en.profile.save }));

    expect(await screen.findByText(en.profile.saved)).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'user/profile')[0].body).toEqual({
      name: 'Annija',
      surname: 'Bērziņa',
      language: 'lv',
    });
    await waitFor(() => expect(api.callsTo('GET', 'user')).toHaveLength(2));
    expect(screen.getByRole('link', { name: en.profile.change_email })).toHaveAttribute(
      'href',
      '/users/change-email',
    );
  });

  it('offers the interface languages GET /api/languages lists, a language added in the product among them', async () => {
    const languages = [
      { code: 'en', name: 'English', native_name: 'English' },
      { code: 'lv', name: 'Latvian', native_name: 'Latviešu' },
      { code: 'uk', name: 'Ukrainian', native_name: 'Українська' },
    ];
    const api = stubApi({
      'GET user': [ok(signedInUser), ok({ ...signedInUser, language: 'uk' })],
      'GET languages': ok(languages),
      'PATCH user/profile': ok({ updated: true }),
    });
    await loadUser();
    const user = userEvent.setup();
    renderAt(<EditProfileScreen />, '/users/edit-profile');

    await user.click(screen.getByRole('textbox', { name: en.profile.language }));
    const option = (name: string) => screen.queryByRole('option', { name, hidden: true });
    expect(await screen.findByRole('option', { name: 'Українська', hidden: true })).toBeInTheDocument();
    expect(option(en.profile.languages.lv)).toBeInTheDocument();
    // A language the switcher does not offer (here Russian) is not offered for the profile either.
    expect(option(en.profile.languages.ru)).not.toBeInTheDocument();
    await user.click(option('Українська')!);
    await user.click(screen.getByRole('button', { name: en.profile.save }));

    expect(await screen.findByText(en.profile.saved)).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'user/profile')[0].body).toMatchObject({ language: 'uk' });
  });

  it('keeps and names a language of the user that the switcher does not offer (yet)', async () => {
    stubApi({
      'GET user': ok({ ...signedInUser, language: 'uk' }),
      'GET languages': ok([{ code: 'en', name: 'English', native_name: 'English' }]),
    });
    await loadUser();
    renderAt(<EditProfileScreen />, '/users/edit-profile');

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: en.profile.language })).toHaveValue('Ukrainian'),
    );
  });

  it('shows a wrong current password under its field', async () => {
    stubApi({
      'GET user': ok(signedInUser),
      'POST user/password': failure(422, 'validation_failed', 'current_password: is not correct', [
        'current_password: is not correct',
      ]),
    });
    await loadUser();
    const user = userEvent.setup();
    renderAt(<EditProfileScreen />, '/users/edit-profile');

    const current = screen.getByLabelText(fieldLabel(en.forms.current_password));
    await user.type(current, 'not-my-password');
    await user.type(screen.getByLabelText(fieldLabel(en.forms.new_password)), 'Blue-Harbour-42');
    await user.type(screen.getByLabelText(fieldLabel(en.forms.repeat_password)), 'Blue-Harbour-42');
    await user.click(screen.getByRole('button', { name: en.profile.change_password }));

    await waitFor(() => expect(current).toHaveAccessibleDescription('is not correct'));
  });

  it('disables the forms while impersonating', async () => {
    const api = stubApi({
      'GET user': ok({ ...signedInUser, became: { by_user_id: 1, user_id: signedInUser.user_id } }),
    });
    await loadUser();
    renderAt(<EditProfileScreen />, '/users/edit-profile');

    expect(screen.getByText(en.profile.impersonating)).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel(en.forms.name))).toBeDisabled();
    expect(screen.getByLabelText(fieldLabel(en.forms.current_password))).toBeDisabled();
    expect(screen.getByRole('button', { name: en.profile.save })).toBeDisabled();
    expect(screen.getByRole('button', { name: en.profile.change_password })).toBeDisabled();
    expect(screen.queryByRole('link', { name: en.profile.change_email })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });
});

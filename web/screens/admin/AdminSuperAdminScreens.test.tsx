import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { loadUser, resetUser } from '../../auth/userStore';
import { failure, ok, renderAt, signedInUser, stubApi } from '../../test/screenTestKit';
import { AdminSuperAdminScreen } from './AdminSuperAdminScreen';
import { AdminSuperAdminsScreen } from './AdminSuperAdminsScreen';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const texts = en.back_office;
const me = { ...signedInUser, id: 1, user_id: 1, type: 'super_admin' };
const person = (id: number, name: string, surname: string) => ({
  id,
  username: name.toLowerCase(),
  email: `${name.toLowerCase()}@example.test`,
  name,
  surname,
  language: null,
  disabled: false,
  disabled_at: null,
  created_at: '2025-01-01T00:00:00.000Z',
});
const superAdmin = (id: number, user: ReturnType<typeof person>, archived = false) => ({
  id,
  user_id: user.id,
  archived,
  archived_at: archived ? '2025-03-01T00:00:00.000Z' : null,
  created_at: '2025-01-01T00:00:00.000Z',
  user,
});
const sandra = superAdmin(1, person(1, 'Sandra', 'Super'));
const tomass = person(4, 'Tomass', 'Bērziņš');

describe('AdminSuperAdminsScreen', () => {
  it('lists the super-admins and makes a user found by name one of them', async () => {
    const api = stubApi({
      'GET admin/super-admins': [ok([sandra]), ok([sandra, superAdmin(9, tomass)])],
      'GET admin/users': ok([{ ...tomass, identities: [] }]),
      'POST admin/super-admins': { status: 201, body: { status: 201, data: superAdmin(9, tomass) } },
    });
    const user = userEvent.setup();
    renderAt(<AdminSuperAdminsScreen />, '/admin/super-admins');

    expect(await screen.findByRole('link', { name: 'Sandra Super' })).toHaveAttribute(
      'href',
      '/admin/super-admin/1',
    );
    await user.type(screen.getByRole('textbox', { name: texts.super_admins.user }), 'Tom');
    await user.click(await screen.findByRole('option', { name: 'Tomass Bērziņš (tomass)', hidden: true }));
    await user.click(screen.getByRole('button', { name: texts.super_admins.add }));

    expect(await screen.findByText('Tomass Bērziņš is now a super-admin.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'admin/super-admins')[0].body).toEqual({ user_id: 4 });
    expect(await screen.findByRole('link', { name: 'Tomass Bērziņš' })).toHaveAttribute(
      'href',
      '/admin/super-admin/9',
    );
  });

  it('shows a refusal under the user field', async () => {
    stubApi({
      'GET admin/super-admins': ok([sandra]),
      'GET admin/users': ok([{ ...sandra.user, identities: [] }]),
      'POST admin/super-admins': failure(409, 'conflict', 'user_id: is already a super-admin', [
        'user_id: is already a super-admin',
      ]),
    });
    const user = userEvent.setup();
    renderAt(<AdminSuperAdminsScreen />, '/admin/super-admins');
    await user.type(screen.getByRole('textbox', { name: texts.super_admins.user }), 'San');
    await user.click(await screen.findByRole('option', { name: 'Sandra Super (sandra)', hidden: true }));
    await user.click(screen.getByRole('button', { name: texts.super_admins.add }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: texts.super_admins.user })).toHaveAccessibleDescription(
        'is already a super-admin',
      ),
    );
  });
});

describe('AdminSuperAdminScreen', () => {
  it('removes another super-admin after confirmation', async () => {
    const api = stubApi({
      'GET user': ok(me),
      'GET admin/super-admins/9': [ok(superAdmin(9, tomass)), ok(superAdmin(9, tomass, true))],
      'DELETE admin/super-admins/9': ok(superAdmin(9, tomass, true)),
    });
    await loadUser();
    const user = userEvent.setup();
    renderAt(<AdminSuperAdminScreen />, '/admin/super-admin/:id', '/admin/super-admin/9');

    expect(await screen.findByRole('heading', { name: 'Tomass Bērziņš' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.super_admin.edit_user })).toHaveAttribute(
      'href',
      '/admin/users/4',
    );
    await user.click(screen.getByRole('button', { name: texts.super_admin.remove }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: texts.super_admin.remove }),
    );

    expect(await screen.findByText('Tomass Bērziņš is no longer a super-admin.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', 'admin/super-admins/9')).toHaveLength(1);
    expect(await screen.findByText(texts.super_admin.removed_badge)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: texts.super_admin.remove })).not.toBeInTheDocument(),
    );
  });

  it('does not offer removing oneself', async () => {
    stubApi({ 'GET user': ok(me), 'GET admin/super-admins/1': ok(sandra) });
    await loadUser();
    renderAt(<AdminSuperAdminScreen />, '/admin/super-admin/:id', '/admin/super-admin/1');
    expect(await screen.findByRole('button', { name: texts.super_admin.remove })).toBeDisabled();
    expect(screen.getByText(texts.super_admin.self_hint)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPermissions } from '../../../common/permissions';
import en from '../../../locales/en.json';
import { loadUser, resetUser } from '../../auth/userStore';
import { failure, fieldLabel, ok, renderAt, signedInUser, stubApi } from '../../test/screenTestKit';
import { AdminUserScreen } from './AdminUserScreen';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const route = '/admin/users/:id';
const texts = en.back_office;
const me = { ...signedInUser, id: 1, user_id: 1, type: 'super_admin' };

const school = { id: 5, name: 'Demo Secondary School', type: 'school', slug: 'demo-school' };
const identity = (values: object) => ({
  id: 20,
  user_id: 7,
  type: 'teacher',
  organization_id: 5,
  organization: school,
  permissions: defaultPermissions(),
  teacher_access_to_results: false,
  archived: false,
  archived_at: null,
  created_at: '2025-01-01T00:00:00.000Z',
  ...values,
});
const person = {
  id: 7,
  username: 'liga',
  email: 'liga@example.test',
  name: 'Līga',
  surname: 'Ozola',
  language: 'lv',
  disabled: false,
  disabled_at: null,
  created_at: '2025-01-01T00:00:00.000Z',
  identities: [identity({})],
};

describe('AdminUserScreen', () => {
  it('creates a user and mails them a password link', async () => {
    const api = stubApi({
      'POST admin/users': { status: 201, body: { status: 201, data: { ...person, id: 31, identities: [] } } },
    });
    const user = userEvent.setup();
    renderAt(<AdminUserScreen />, route, '/admin/users/new');

    await user.type(screen.getByLabelText(fieldLabel(texts.user.username)), 'liga');
    await user.type(screen.getByLabelText(fieldLabel(en.forms.name)), 'Līga');
    await user.click(screen.getByRole('button', { name: texts.user.create }));
    expect(screen.getByLabelText(fieldLabel(en.forms.email))).toHaveAccessibleDescription(
      texts.user.link_needs_email,
    );
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);

    await user.type(screen.getByLabelText(fieldLabel(en.forms.email)), 'liga@example.test');
    await user.click(screen.getByRole('button', { name: texts.user.create }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/users/31'));
    expect(api.callsTo('POST', 'admin/users')[0].body).toEqual({
      username: 'liga',
      email: 'liga@example.test',
      name: 'Līga',
      surname: '',
      language: null,
      send_password_link: true,
    });
    expect(await screen.findByText(texts.user.created_with_link)).toBeInTheDocument();
  });

  it('offers the languages switched on for the interface at /admin/manage-languages', async () => {
    const language = (code: string, native_name: string, enabled: boolean) => ({
      code,
      name: code,
      native_name,
      enabled,
      survey_enabled: true,
      total: 10,
      missing: 0,
      same_as_english: 0,
      in_switcher: enabled,
    });
    const api = stubApi({
      'GET admin/languages': ok([
        language('en', 'English', true),
        language('uk', 'Українська', true),
        language('lt', 'Lietuvių', false),
      ]),
      'POST admin/users': { status: 201, body: { status: 201, data: { ...person, id: 32, identities: [] } } },
    });
    const user = userEvent.setup();
    renderAt(<AdminUserScreen />, route, '/admin/users/new');

    await user.type(screen.getByLabelText(fieldLabel(texts.user.username)), 'olena');
    await user.type(screen.getByLabelText(fieldLabel(en.forms.name)), 'Олена');
    await user.click(screen.getByRole('checkbox', { name: texts.user.send_password_link }));
    await user.click(screen.getByRole('textbox', { name: en.profile.language }));
    expect(await screen.findByRole('option', { name: 'Українська', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Lietuvių', hidden: true })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Українська', hidden: true }));
    await user.click(screen.getByRole('button', { name: texts.user.create }));
    await waitFor(() => expect(api.callsTo('POST', 'admin/users')).toHaveLength(1));
    expect(api.callsTo('POST', 'admin/users')[0].body).toMatchObject({ username: 'olena', language: 'uk' });
  });

  it('shows a taken username under its field', async () => {
    stubApi({
      'POST admin/users': failure(409, 'conflict', 'username: is already used by another account', [
        'username: is already used by another account',
      ]),
    });
    const user = userEvent.setup();
    renderAt(<AdminUserScreen />, route, '/admin/users/new');
    await user.type(screen.getByLabelText(fieldLabel(texts.user.username)), 'super');
    await user.type(screen.getByLabelText(fieldLabel(en.forms.name)), 'Copy');
    await user.click(screen.getByRole('checkbox', { name: texts.user.send_password_link }));
    await user.click(screen.getByRole('button', { name: texts.user.create }));
    await waitFor(() =>
      expect(screen.getByLabelText(fieldLabel(texts.user.username))).toHaveAccessibleDescription(
        expect.stringContaining('is already used by another account'),
      ),
    );
  });

  it('disables a user after confirmation', async () => {
    const api = stubApi({
      'GET user': ok(me),
      'GET admin/users/7': [
        ok(person),
        ok({ ...person, disabled: true, disabled_at: '2025-02-01T00:00:00Z' }),
      ],
      'PATCH admin/users/7': ok({ ...person, disabled: true }),
    });
    await loadUser();
    const user = userEvent.setup();
    renderAt(<AdminUserScreen />, route, '/admin/users/7');

    await user.click(await screen.findByRole('button', { name: texts.user.disable }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Līga Ozola will be signed out everywhere');
    await user.click(within(dialog).getByRole('button', { name: texts.user.disable }));

    await waitFor(() => expect(api.callsTo('PATCH', 'admin/users/7')).toHaveLength(1));
    expect(api.callsTo('PATCH', 'admin/users/7')[0].body).toEqual({ disabled: true });
    expect(await screen.findByText(texts.user.disabled_notice)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: texts.user.enable })).toBeInTheDocument();
  });

  it('does not offer disabling oneself or archiving one’s own super-admin role', async () => {
    const self = {
      ...person,
      id: 1,
      identities: [
        identity({ id: 1, user_id: 1, type: 'super_admin', organization_id: null, organization: null }),
      ],
    };
    stubApi({ 'GET user': ok(me), 'GET admin/users/1': ok(self) });
    await loadUser();
    renderAt(<AdminUserScreen />, route, '/admin/users/1');

    expect(await screen.findByRole('button', { name: texts.user.disable })).toBeDisabled();
    expect(screen.getByText(texts.user.self_hint)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Archive: Super-admin/ })).toBeDisabled();
  });

  it('archives a role after confirmation', async () => {
    const api = stubApi({
      'GET user': ok(me),
      'GET admin/users/7': [ok(person), ok({ ...person, identities: [identity({ archived: true })] })],
      'PATCH admin/users/7/identities/20': ok(identity({ archived: true })),
    });
    await loadUser();
    const user = userEvent.setup();
    renderAt(<AdminUserScreen />, route, '/admin/users/7');

    await user.click(await screen.findByRole('button', { name: 'Archive: Teacher, Demo Secondary School' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: texts.identities.archive }));
    await waitFor(() => expect(api.callsTo('PATCH', 'admin/users/7/identities/20')).toHaveLength(1));
    expect(api.callsTo('PATCH', 'admin/users/7/identities/20')[0].body).toEqual({ archived: true });
    expect(
      await screen.findByRole('button', { name: 'Restore: Teacher, Demo Secondary School' }),
    ).toBeInTheDocument();
  });

  it('adds a school admin role at a school found by name, with permissions', async () => {
    const api = stubApi({
      'GET user': ok(me),
      'GET admin/users/7': ok(person),
      'GET admin/organizations': ok([{ ...school, city: 'Riga', country: 'LV', parent_id: 2 }]),
      'POST admin/users/7/identities': { status: 201, body: { status: 201, data: identity({ id: 21 }) } },
    });
    await loadUser();
    const user = userEvent.setup();
    renderAt(<AdminUserScreen />, route, '/admin/users/7');

    await user.click(await screen.findByRole('textbox', { name: texts.identities.type }));
    await user.click(
      await screen.findByRole('option', { name: en.identity_types.school_admin, hidden: true }),
    );
    await user.click(screen.getByRole('button', { name: texts.identities.add }));
    expect(
      screen.getByRole('textbox', { name: fieldLabel(texts.identities.organization_of.school) }),
    ).toHaveAccessibleDescription(en.forms.required);

    await user.type(
      screen.getByRole('textbox', { name: fieldLabel(texts.identities.organization_of.school) }),
      'Demo',
    );
    await user.click(
      await screen.findByRole('option', { name: 'Demo Secondary School (Riga)', hidden: true }),
    );
    await user.click(screen.getByRole('checkbox', { name: texts.permissions.manage_admins }));
    await user.click(screen.getByRole('button', { name: texts.identities.add }));

    expect(await screen.findByText(texts.identities.added)).toBeInTheDocument();
    const body = api.callsTo('POST', 'admin/users/7/identities')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'school_admin', organization_id: 5 });
    expect(body.permissions).toEqual({ ...defaultPermissions(), manage_admins: true });
    expect(api.calls.some((call) => call.method === 'GET' && call.path === 'admin/organizations')).toBe(true);
  });
});

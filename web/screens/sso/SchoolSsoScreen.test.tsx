import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { resetUser } from '../../auth/userStore';
import { school, signInSchoolAdmin } from '../../test/schoolTestKit';
import { failure, fieldLabel, ok, renderAt } from '../../test/screenTestKit';
import { SchoolSsoScreen } from './SchoolSsoScreen';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const ssoPath = `school/${school.id}/sso`;
const redirectUri = 'https://balss.example/api/sso/callback';
const stored = {
  redirect_uri: redirectUri,
  config: {
    issuer: 'https://login.example.com/realms/school',
    client_id: 'balss',
    has_client_secret: true,
    match_claim: 'email',
    external_id_claim: 'sub',
    identity_types: ['student', 'teacher'],
    enabled: true,
    enabled_at: '2025-09-01T08:00:00.000Z',
    updated_at: '2025-09-01T08:00:00.000Z',
  },
};

const renderSso = () => renderAt(<SchoolSsoScreen />, '/school/sso');

describe('SchoolSsoScreen', () => {
  it('loads the settings with the redirect URI to register, never showing a secret', async () => {
    await signInSchoolAdmin({ manage_respondents: true }, { [`GET ${ssoPath}`]: ok(stored) });
    renderSso();
    expect(screen.getByRole('heading', { level: 1, name: en.sso.settings.title })).toBeInTheDocument();
    expect(await screen.findByLabelText(fieldLabel(en.sso.settings.issuer))).toHaveValue(
      stored.config.issuer,
    );
    expect(screen.getByLabelText(en.sso.settings.redirect_uri)).toHaveValue(redirectUri);
    expect(screen.getByLabelText(fieldLabel(en.sso.settings.client_id))).toHaveValue('balss');
    expect(screen.getByLabelText(fieldLabel(en.sso.settings.client_secret))).toHaveValue('');
    expect(screen.getByText(en.sso.settings.client_secret_keep)).toBeInTheDocument();
  });

  it('says when the settings cannot be loaded and offers to try again', async () => {
    await signInSchoolAdmin(
      { manage_respondents: true },
      { [`GET ${ssoPath}`]: [failure(403, 'forbidden', 'You may not manage this school'), ok(stored)] },
    );
    const user = userEvent.setup();
    renderSso();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.sso.settings.load_error);
    expect(alert).toHaveTextContent('You may not manage this school');
    await user.click(screen.getByRole('button', { name: en.sso.settings.retry }));
    expect(await screen.findByLabelText(fieldLabel(en.sso.settings.issuer))).toHaveValue(
      stored.config.issuer,
    );
  });

  it('keeps the stored secret when the field is left empty, and shows the server’s message on failure', async () => {
    const message = "issuer: The provider's discovery failed: unexpected HTTP response status code";
    const api = await signInSchoolAdmin(
      { manage_respondents: true },
      {
        [`GET ${ssoPath}`]: ok(stored),
        [`PUT ${ssoPath}`]: [failure(422, 'unprocessable_entity', message, [message]), ok(stored)],
      },
    );
    const user = userEvent.setup();
    renderSso();
    const issuer = await screen.findByLabelText(fieldLabel(en.sso.settings.issuer));
    await user.clear(issuer);
    await user.type(issuer, 'https://login.example.com/wrong');
    await user.click(screen.getByRole('button', { name: en.sso.settings.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const [sent] = api.callsTo('PUT', ssoPath);
    expect(sent.body).toMatchObject({ issuer: 'https://login.example.com/wrong', client_id: 'balss' });
    expect(sent.body).not.toHaveProperty('client_secret');

    await user.type(screen.getByLabelText(fieldLabel(en.sso.settings.client_secret)), 'new-secret');
    await user.click(screen.getByRole('button', { name: en.sso.settings.save }));
    await waitFor(() => expect(api.callsTo('PUT', ssoPath)).toHaveLength(2));
    expect(api.callsTo('PUT', ssoPath)[1].body).toMatchObject({ client_secret: 'new-secret' });
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    expect(await screen.findByText(en.sso.settings.saved)).toBeInTheDocument();
  });
});

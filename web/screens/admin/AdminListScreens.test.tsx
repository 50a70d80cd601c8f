import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { outboxRefreshMs } from '../../queries/admin';
import { ok, renderAt, stubApi } from '../../test/screenTestKit';
import { AdminEmailsScreen } from './AdminEmailsScreen';
import { AdminOrganizationsScreen } from './AdminOrganizationsScreen';
import { AdminUsersScreen } from './AdminUsersScreen';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('back-office lists', () => {
  it('opens each organisation in the back office and offers a new one', async () => {
    stubApi({
      'GET admin/organizations': ok([
        {
          id: 5,
          name: 'Demo Secondary School',
          slug: 'demo-school',
          type: 'school',
          city: 'Riga',
          country: 'LV',
          parent_id: 2,
        },
      ]),
    });
    renderAt(<AdminOrganizationsScreen />, '/admin/organizations');
    expect(await screen.findByRole('link', { name: 'Demo Secondary School' })).toHaveAttribute(
      'href',
      '/admin/organization/5',
    );
    expect(screen.getByRole('link', { name: en.back_office.new_organization })).toHaveAttribute(
      'href',
      '/admin/organization/new',
    );
  });

  it('says when nothing carries the chosen tag, rather than that there are no organisations', async () => {
    const api = stubApi({
      'GET admin/organizations': ok([]),
      'GET admin/organization-tags': ok([{ id: 3, name: { en: 'Pilot 2026' }, organization_count: 0 }]),
      'GET admin/organization-properties': ok([]),
    });
    renderAt(<AdminOrganizationsScreen />, '/admin/organizations', '/admin/organizations?tag_id=3');
    expect(await screen.findByText(en.resource_pages.nothing_matches)).toBeInTheDocument();
    expect(screen.queryByText(en.resource_pages.empty)).toBeNull();
    const asked = api.fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.find((url) => url.includes('admin/organizations?'))).toContain('tag_id=3');
    expect(await screen.findByRole('textbox', { name: en.catalogue.filters.tag })).toHaveValue('Pilot 2026');
  });

  it('opens each user, and offers a new user and the super-admins', async () => {
    stubApi({
      'GET admin/users': ok([
        {
          id: 7,
          username: 'liga',
          email: null,
          name: 'Līga',
          surname: 'Ozola',
          disabled: true,
          identities: [],
        },
      ]),
    });
    renderAt(<AdminUsersScreen />, '/admin/users');
    expect(await screen.findByRole('link', { name: 'Līga Ozola' })).toHaveAttribute('href', '/admin/users/7');
    expect(screen.getByText(en.back_office.user.disabled_badge)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.back_office.new_user })).toHaveAttribute(
      'href',
      '/admin/users/new',
    );
    expect(screen.getByRole('link', { name: en.back_office.super_admins.title })).toHaveAttribute(
      'href',
      '/admin/super-admins',
    );
  });

  it('shows a mail its job writes to the outbox after the screen was opened, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const mail = {
      id: 41,
      to: 'ilze.kalna@example.test',
      subject: 'Create your Balss password',
      text: 'https://balss.example/users/reset-password?token=x',
      kind: 'create_password',
      created_at: '2026-12-07T10:00:00.000Z',
      sent_at: null,
      error: null,
    };
    stubApi({ 'GET admin/emails': [ok([]), ok([mail]), ok([mail])] });
    renderAt(<AdminEmailsScreen />, '/admin/all-emails');
    expect(await screen.findByText(en.admin.nothing_found)).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(outboxRefreshMs);
    expect(await screen.findByText('Create your Balss password')).toBeInTheDocument();
    expect(screen.getByText(en.admin.email_stored)).toBeInTheDocument();
  });
});

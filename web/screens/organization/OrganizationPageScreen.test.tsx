import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { loadUser, resetUser } from '../../auth/userStore';
import { switchLanguage } from '../../i18n/i18n';
import type { OrganizationPage } from '../../queries/organizations';
import { renderScreen } from '../../test/renderScreen';
import { signedInUser } from '../../test/screenTestKit';
import { OrganizationPageScreen } from './OrganizationPageScreen';

vi.mock('../../i18n/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../i18n/i18n')>()),
  switchLanguage: vi.fn(async () => undefined),
}));

type Reply = { status: number; body: unknown };

const municipality: OrganizationPage = {
  id: 1,
  name: 'Demo Municipality',
  slug: 'demo-municipality',
  type: 'organization',
  city: 'Riga',
  country: 'LV',
  languages: ['lv', 'en', 'ru'],
  default_language: 'en',
  parent: null,
  schools: [
    {
      id: 2,
      name: 'Demo Secondary School',
      slug: 'demo-school',
      type: 'school',
      city: 'Riga',
      country: 'LV',
    },
    { id: 3, name: 'Demo Primary School', slug: 'demo-primary', type: 'school', city: 'Riga', country: 'LV' },
  ],
};

const school: OrganizationPage = {
  ...municipality.schools[0],
  languages: ['lv', 'en'],
  default_language: 'lv',
  parent: {
    id: 1,
    name: 'Demo Municipality',
    slug: 'demo-municipality',
    type: 'organization',
    city: 'Riga',
    country: 'LV',
  },
  schools: [],
};

const ok = (data: unknown): Reply => ({ status: 200, body: { status: 200, data } });
const notFound: Reply = {
  status: 404,
  body: { status: 404, error: 'not_found', message: 'Organisation not found' },
};

function stubFetch(...replies: Reply[]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const reply = replies.shift() ?? ok(municipality);
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderOrganization(slug: string) {
  return renderScreen(<OrganizationPageScreen />, { path: '/:org_name', url: `/${slug}` });
}

beforeEach(() => {
  vi.mocked(switchLanguage).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetUser();
});

describe('OrganizationPageScreen', () => {
  it('leaves a signed-in visitor their own language, and sends them home instead of asking them to sign in', async () => {
    stubFetch(ok(signedInUser), ok(school));
    await loadUser();
    renderOrganization('demo-school');
    expect(await screen.findByRole('link', { name: 'My home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getByText(en.pages.organization.staff.signed_in_text)).toBeInTheDocument();
    // The school's default is Latvian; the signed-in interface stays as it was.
    expect(switchLanguage).not.toHaveBeenCalled();
  });

  it("lists the school's published plans as what it is doing, and lets a pupil with a code in", async () => {
    stubFetch(
      ok({
        ...school,
        plans: [{ token: 'abc123', title: 'Feedback that helps', published_at: '2026-10-01T08:00:00Z' }],
      }),
    );
    renderOrganization('demo-school');
    const plans = await screen.findByRole('region', { name: en.pages.organization.plans.title });
    expect(within(plans).getByRole('link', { name: 'Feedback that helps' })).toHaveAttribute(
      'href',
      '/success-plan/abc123',
    );
    expect(screen.getByRole('link', { name: en.code_entry.button })).toHaveAttribute('href', '/kods');
  });

  it('loads the organisation by slug and shows its name and schools', async () => {
    const fetchMock = stubFetch(ok(municipality));
    renderOrganization('demo-municipality');

    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Municipality' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/organizations/by-slug/demo-municipality');
    expect(screen.getByText('Organisation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demo Secondary School' })).toHaveAttribute(
      'href',
      '/demo-school',
    );
    expect(screen.getByRole('link', { name: 'Demo Primary School' })).toHaveAttribute(
      'href',
      '/demo-primary',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/users/login');
    expect(JSON.parse(localStorage.getItem('orgpage') ?? 'null')).toEqual({ value: 'demo-municipality' });
    await waitFor(() => expect(document.title).toBe('Demo Municipality | Balss'));
    expect(switchLanguage).not.toHaveBeenCalled();
  });

  it("links a school to its parent and follows the organisation's language when none was chosen", async () => {
    stubFetch(ok(school));
    renderOrganization('demo-school');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Demo Secondary School' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demo Municipality' })).toHaveAttribute(
      'href',
      '/demo-municipality',
    );
    await waitFor(() => expect(switchLanguage).toHaveBeenCalledWith('lv', false));
  });

  it('follows an organisation default added at /admin/manage-languages once the switcher offers it', async () => {
    const ukrainian = { ...school, languages: ['uk', 'lv'], default_language: 'uk' };
    const offered = [
      { code: 'en', name: 'English', native_name: 'English' },
      { code: 'uk', name: 'Ukrainian', native_name: 'Українська' },
    ];
    const answer = (body: unknown) => new Response(JSON.stringify(ok(body).body), { status: 200 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.startsWith('/api/languages') ? answer(offered) : answer(ukrainian))),
    );
    renderOrganization('demo-school');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Demo Secondary School' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(switchLanguage).toHaveBeenCalledWith('uk', false));
    expect(await screen.findByText('Українська')).toBeInTheDocument();
  });

  it('stays in its language when the organisation default is not offered by the switcher', async () => {
    const lithuanian = { ...school, languages: ['lt', 'lv'], default_language: 'lt' };
    const answer = (body: unknown) => new Response(JSON.stringify(ok(body).body), { status: 200 });
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/api/languages')
        ? answer([{ code: 'en', name: 'English', native_name: 'English' }])
        : answer(lithuanian),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderOrganization('demo-school');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Demo Secondary School' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/languages')).toBe(true));
    expect(switchLanguage).not.toHaveBeenCalled();
  });

  it('keeps a language the user chose', async () => {
    sessionStorage.setItem('language', 'en');
    sessionStorage.setItem('language_chosen', 'true');
    stubFetch(ok(school));
    renderOrganization('demo-school');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Demo Secondary School' }),
    ).toBeInTheDocument();
    expect(switchLanguage).not.toHaveBeenCalled();
  });

  it('shows the not-found message for an unknown slug', async () => {
    stubFetch(notFound);
    renderOrganization('no-such-school');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(localStorage.getItem('orgpage')).toBeNull();
  });

  it('offers a retry after another error', async () => {
    const fetchMock = stubFetch(
      { status: 500, body: { status: 500, message: 'Server error' } },
      ok(municipality),
    );
    renderOrganization('demo-municipality');

    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Municipality' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

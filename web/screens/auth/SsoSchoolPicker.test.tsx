import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { SsoSchoolPicker } from './SsoSchoolPicker';

afterEach(() => {
  vi.unstubAllGlobals();
});

const demoSchool = { id: 5, name: 'Demo Secondary School', slug: 'demo-school', city: 'Riga' };

describe('SsoSchoolPicker', () => {
  it('searches from two letters and links each school to its SSO start, keeping the redirect', async () => {
    const api = stubApi({ 'GET sso/schools': ok([demoSchool]) });
    const user = userEvent.setup();
    renderAt(<SsoSchoolPicker redirect="/school/results" />, '/users/login');

    expect(screen.getByText(en.sso.picker.hint)).toBeInTheDocument();
    const search = screen.getByLabelText(en.sso.picker.search);
    await user.type(search, 'S');
    expect(api.fetchMock).not.toHaveBeenCalled();
    await user.type(search, 'econdary');

    const link = await screen.findByRole('link', { name: /Demo Secondary School/ });
    expect(link).toHaveTextContent('Riga');
    const target = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(target.pathname).toBe('/api/sso/start');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      school: 'demo-school',
      redirect: '/school/results',
    });
    expect(api.calls.at(-1)?.path).toBe('sso/schools');
  });

  it('says when no school matches, and shows the server’s message when the search fails', async () => {
    stubApi({
      'GET sso/schools': [ok([]), failure(400, 'bad_request', 'q: at least 2 characters')],
    });
    const user = userEvent.setup();
    renderAt(<SsoSchoolPicker redirect={null} />, '/users/login');
    const search = screen.getByLabelText(en.sso.picker.search);
    await user.click(search);
    await user.paste('Nowhere');
    expect(await screen.findByText(en.sso.picker.none)).toBeInTheDocument();
    await user.clear(search);
    await user.paste('Xy');
    expect(await screen.findByRole('alert')).toHaveTextContent('q: at least 2 characters');
  });
});

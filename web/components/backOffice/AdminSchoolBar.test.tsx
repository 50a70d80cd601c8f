import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { ok, renderAt, stubApi } from '../../test/screenTestKit';
import { AdminSchoolPage } from './AdminSchoolBar';

afterEach(() => vi.unstubAllGlobals());

const page = <AdminSchoolPage>{({ id, name }) => <h1>{`School ${id}: ${name}`}</h1>}</AdminSchoolPage>;

describe('AdminSchoolPage', () => {
  it('gives the page the school of its address, under the way-around bar', async () => {
    stubApi({ 'GET admin/organizations/5': ok({ id: 5, name: 'Demo Secondary School', schools: [] }) });
    renderAt(page, '/admin/subjects/:id', '/admin/subjects/5');
    expect(
      await screen.findByRole('heading', { name: 'School 5: Demo Secondary School' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.back_office.schools.back })).toHaveAttribute(
      'href',
      '/admin/schools',
    );
  });

  it('says not found for an address whose id is not a number, and asks the server nothing', () => {
    const api = stubApi({});
    renderAt(page, '/admin/subjects/:id', '/admin/subjects/abc');
    expect(screen.getByText(en.back_office.not_found)).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

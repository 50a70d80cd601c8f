import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberSchool, OrganizationSchools } from '../../../common/dashboards/types';
import en from '../../../locales/en.json';
import { loadUser, resetUser } from '../../auth/userStore';
import type { CurrentUser } from '../../auth/userTypes';
import { ok, renderAt, signedInUser, stubApi } from '../../test/screenTestKit';
import { SchoolsTable } from './SchoolsTable';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const office = { id: 60, name: 'Kurzemes plānošanas reģions', type: 'organization', slug: 'kurzeme' };

const school: MemberSchool = {
  id: 5,
  name: 'Demo Secondary School',
  city: 'Riga',
  slug: 'demo-school',
  contacts: [],
  running_periods: 0,
  finished: 0,
  expected: 0,
  latest: null,
};

async function openAs(user: Partial<CurrentUser>, schools: MemberSchool[]) {
  const overview: OrganizationSchools = { organization: office, schools, results: true };
  stubApi({
    'GET user': ok({ ...signedInUser, type: 'organization_admin', organization: office, ...user }),
    'GET user/school': ok(null),
    [`GET organization/${office.id}/schools`]: ok(overview),
  });
  await loadUser();
  return renderAt(<SchoolsTable />, '/organization/schools');
}

describe('SchoolsTable', () => {
  it('tells a regional officer the office has no schools of its own, and where its region’s results are', async () => {
    await openAs({ results_by_property_value: true }, []);
    expect(await screen.findByText(en.dashboards.schools.none_own)).toBeInTheDocument();
    expect(screen.getByText(en.dashboards.schools.none_own_value_results)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.dashboards.schools.open_results })).toHaveAttribute(
      'href',
      '/organization/results',
    );
    // No search was typed: nothing claims that no school matches one.
    expect(screen.queryByText(en.dashboards.schools.none)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(en.dashboards.schools.search)).not.toBeInTheDocument();
  });

  it('says only that there are no schools to an organisation admin who reads no other schools', async () => {
    await openAs({}, []);
    expect(await screen.findByText(en.dashboards.schools.none_own)).toBeInTheDocument();
    expect(screen.queryByText(en.dashboards.schools.none_own_value_results)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says no school matches only when a search leaves none', async () => {
    await openAs({}, [school]);
    expect((await screen.findAllByText(school.name)).length).toBeGreaterThan(0);
    expect(screen.queryByText(en.dashboards.schools.none)).not.toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText(en.dashboards.schools.search), 'Liepāja');
    expect(await screen.findByText(en.dashboards.schools.none)).toBeInTheDocument();
    expect(screen.queryByText(en.dashboards.schools.none_own)).not.toBeInTheDocument();
  });
});

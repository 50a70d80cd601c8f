import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberSchool, OrganizationSchools, RegionSchools } from '../../../common/dashboards/types';
import en from '../../../locales/en.json';
import { loadUser, resetUser } from '../../auth/userStore';
import { ok, renderAt, signedInUser, stubApi } from '../../test/screenTestKit';
import { OrganizationDashboardScreen } from './OrganizationDashboardScreen';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const office = { id: 60, name: 'Kurzemes plānošanas reģions', type: 'organization', slug: 'kurzeme' };

const latest: MemberSchool['latest'] = {
  period: {
    id: 41,
    name: 'Rudens 2026',
    survey_name: 'Skolas klimats',
    ended_at: '2026-11-20T00:00:00.000Z',
  },
  compound: { enabled: true, value: 71.4 },
  compound_change: null,
  previous: null,
  response_rate: 80,
};

const region: RegionSchools = {
  values: [{ en: 'Kurzeme', lv: 'Kurzeme', ru: 'Курземе' }],
  schools: [
    {
      id: 5,
      name: 'Demo Basic School',
      city: 'Kuldīga',
      organization: 'Demo Municipality',
      latest,
      plans: [{ token: 'tok1', title: 'Kinder breaks', published_at: '2026-11-25T00:00:00.000Z' }],
    },
    { id: 6, name: 'Ventspils School', city: null, organization: null, latest: null, plans: [] },
  ],
};

async function openHome(ownSchools: MemberSchool[]) {
  const overview: OrganizationSchools = { organization: office, schools: ownSchools, results: true };
  stubApi({
    'GET user': ok({
      ...signedInUser,
      type: 'organization_admin',
      organization: office,
      permissions: { view_survey_results: true },
      results_by_property_value: true,
    }),
    'GET user/school': ok(null),
    [`GET organization/${office.id}/schools`]: ok(overview),
    'GET region/schools': ok(region),
  });
  await loadUser();
  return renderAt(<OrganizationDashboardScreen />, '/organization/dashboard');
}

describe('the regional officer’s home', () => {
  it('shows the region’s schools, each score named by its period, with their published plans', async () => {
    await openHome([]);
    const card = await screen.findByText('Demo Basic School');
    const school = within(card.closest('[data-region-school]') as HTMLElement);
    expect(school.getByRole('link', { name: 'Rudens 2026' })).toHaveAttribute(
      'href',
      '/v2/organization/results/open/period/41',
    );
    expect(school.getByText(/Skolas klimats/)).toBeInTheDocument();
    expect(school.getByRole('link', { name: 'Kinder breaks' })).toHaveAttribute(
      'href',
      expect.stringContaining('tok1'),
    );
    const other = within(screen.getByText('Ventspils School').closest('[data-region-school]') as HTMLElement);
    expect(other.getByText(en.dashboards.schools.no_results)).toBeInTheDocument();
    expect(other.getByText(en.dashboards.region.no_plans)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Kurzeme/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.dashboards.region.side_by_side })).toHaveAttribute(
      'href',
      '/organization/results/schools',
    );
  });

  it('says nothing about schools of its own and offers no tile to their empty pages', async () => {
    await openHome([]);
    await screen.findByText('Demo Basic School');
    expect(screen.getByRole('heading', { level: 1, name: en.dashboard.region_title })).toBeInTheDocument();
    expect(screen.queryByText(en.dashboards.schools.none_own)).not.toBeInTheDocument();
    for (const area of ['organization_schools', 'action_plans'] as const)
      expect(screen.queryByText(en.work_areas[area].label)).not.toBeInTheDocument();
    expect(screen.getByText(en.work_areas.organization_results.label)).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SchoolAdminDashboard } from '../../../common/dashboards/types';
import en from '../../../locales/en.json';
import { resetUser } from '../../auth/userStore';
import { school, signInSchoolAdmin } from '../../test/schoolTestKit';
import { ok, renderAt } from '../../test/screenTestKit';
import { SchoolAdminOverview } from './SchoolAdminOverview';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

/** A new school's home: nothing has run yet. */
const nothingYet: SchoolAdminDashboard = {
  running: [],
  to_dos: {},
  highlights: null,
  can: { periods: true, people: true, results: true },
};

const replies = {
  [`GET school/${school.id}/dashboard`]: ok(nothingYet),
  'GET action-plans/my-actions': ok([]),
};

const running = () => screen.findByRole('region', { name: en.dashboards.running.title });

describe("the school admin's home when no survey runs (issue 22)", () => {
  it('leads to New survey and Run a survey from the empty Running now card', async () => {
    await signInSchoolAdmin({ survey_management: true }, replies);
    renderAt(<SchoolAdminOverview />, '/school/admin/dashboard');
    const card = within(await running());
    expect(card.getByText(en.dashboards.running.none)).toBeInTheDocument();
    expect(card.getByRole('link', { name: en.survey_create.title })).toHaveAttribute(
      'href',
      '/survey/create',
    );
    expect(card.getByRole('link', { name: en.survey_periods.run })).toHaveAttribute('href', '/survey/wizard');
  });

  it('offers only what the admin may do: running periods without designing, or neither', async () => {
    await signInSchoolAdmin({ manage_survey_periods: true }, replies);
    const { unmount } = renderAt(<SchoolAdminOverview />, '/school/admin/dashboard');
    let card = within(await running());
    expect(card.getByRole('link', { name: en.survey_periods.run })).toBeInTheDocument();
    expect(card.queryByRole('link', { name: en.survey_create.title })).not.toBeInTheDocument();
    unmount();
    resetUser();

    await signInSchoolAdmin({ view_survey_periods: true }, replies);
    renderAt(<SchoolAdminOverview />, '/school/admin/dashboard');
    card = within(await running());
    expect(card.getByText(en.dashboards.running.none)).toBeInTheDocument();
    expect(card.queryByRole('link')).not.toBeInTheDocument();
  });
});

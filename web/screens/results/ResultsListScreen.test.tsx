import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadUser, resetUser } from '../../auth/userStore';
import { resultsPeriod } from '../../test/resultsTestKit';
import { signInSchoolAdmin } from '../../test/schoolTestKit';
import { ok, renderAt, signedInUser, stubApi } from '../../test/screenTestKit';
import { ResultsListScreen } from './ResultsListScreen';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

describe('ResultsListScreen', () => {
  it('lists the periods with their figures, each linking to its dashboard', async () => {
    await signInSchoolAdmin({ view_survey_results: true }, { 'GET results/v2/periods': ok([resultsPeriod]) });
    renderAt(<ResultsListScreen />, '/school/results');
    const link = await screen.findByRole('link', { name: 'Autumn 2025' });
    expect(link).toHaveAttribute('href', '/v2/school/teacher/results/42');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Student wellbeing')).toBeInTheDocument();
    expect(within(row).getByText('Demo Secondary School')).toBeInTheDocument();
    expect(within(row).getByText('24 / 30')).toBeInTheDocument();
    expect(within(row).getByText('Closed')).toBeInTheDocument();
    expect(within(row).queryByText('Your classes only')).not.toBeInTheDocument();
  });

  it("shows each period's school year and narrows the list to one", async () => {
    await signInSchoolAdmin(
      { view_survey_results: true },
      {
        'GET results/v2/periods': ok([
          resultsPeriod,
          {
            ...resultsPeriod,
            id: 43,
            name: 'Spring 2025',
            school_year: { year: 2024, name: 'Mācību gads 2024' },
          },
        ]),
      },
    );
    renderAt(<ResultsListScreen />, '/school/results');
    const spring = await screen.findByRole('link', { name: 'Spring 2025' });
    expect(within(spring.closest('tr') as HTMLElement).getByText('Mācību gads 2024')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: 'School year' }));
    await userEvent.click(await screen.findByRole('option', { name: '2025/26', hidden: true }));
    expect(screen.getByRole('link', { name: 'Autumn 2025' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Spring 2025' })).not.toBeInTheDocument();
  });

  it('says when there are no results yet', async () => {
    await signInSchoolAdmin({ view_survey_results: true }, { 'GET results/v2/periods': ok([]) });
    renderAt(<ResultsListScreen />, '/school/results');
    expect(await screen.findByText('No results yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See what results look like' })).toHaveAttribute(
      'href',
      '/results/demo',
    );
  });

  it('lets a teacher with results access in, marking their own classes only', async () => {
    stubApi({
      'GET user': ok({ ...signedInUser, teacher_access_to_results: true }),
      'GET results/v2/periods': ok([{ ...resultsPeriod, own_classes_only: true }]),
    });
    await loadUser();
    renderAt(<ResultsListScreen />, '/school/results');
    expect(await screen.findByText('Your classes only')).toBeInTheDocument();
    expect(screen.getByText('You see the results of the classes you teach.')).toBeInTheDocument();
  });

  it('tells a teacher without results access, and asks the API nothing', async () => {
    const api = stubApi({ 'GET user': ok(signedInUser) });
    await loadUser();
    renderAt(<ResultsListScreen />, '/school/results');
    expect(await screen.findByText('You have no access to results')).toBeInTheDocument();
    expect(api.callsTo('GET', 'results/v2/periods')).toHaveLength(0);
  });

  it('keeps out staff whose results access is forbidden', async () => {
    await signInSchoolAdmin({ view_survey_results: true, forbid_results_access: true }, {});
    renderAt(<ResultsListScreen />, '/school/results');
    expect(await screen.findByText('You have no access to results')).toBeInTheDocument();
  });

  it('opens parent periods on the organisation dashboard', async () => {
    stubApi({
      'GET user': ok({
        ...signedInUser,
        type: 'organization_admin',
        organization: null,
        permissions: {},
      }),
      'GET results/v2/periods': ok([{ ...resultsPeriod, id: 7, type: 'parent_period', name: 'Spring 2026' }]),
    });
    await loadUser();
    renderAt(<ResultsListScreen />, '/organization/results');
    const link = await screen.findByRole('link', { name: 'Spring 2026' });
    expect(link).toHaveAttribute('href', '/v2/organization/results/open/parent_period/7');
    expect(screen.getByText('All schools')).toBeInTheDocument();
  });
});

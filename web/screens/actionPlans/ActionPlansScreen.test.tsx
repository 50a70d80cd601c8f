import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { loadUser, resetUser } from '../../auth/userStore';
import { signInSchoolAdmin } from '../../test/schoolTestKit';
import { ok, renderAt, signedInUser, stubApi } from '../../test/screenTestKit';
import { ActionPlansScreen } from './ActionPlansScreen';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const route = '/school/action-plans/:id?';

describe('ActionPlansScreen without plans', () => {
  it('points a school admin to the New plan button it shows', async () => {
    await signInSchoolAdmin({ view_survey_results: true }, { 'GET action-plans': ok([]) });
    renderAt(<ActionPlansScreen />, route, '/school/action-plans');
    expect(await screen.findByText(en.actionPlans.list.none)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.actionPlans.new.button })).toBeInTheDocument();
  });

  it('speaks of no button to a reader who may not make plans (the regional officer)', async () => {
    stubApi({
      'GET user': ok({
        ...signedInUser,
        type: 'organization_admin',
        organization: { id: 60, name: 'Kurzemes plānošanas reģions', type: 'organization', slug: 'kurzeme' },
        results_by_property_value: true,
      }),
      'GET user/school': ok(null),
      'GET action-plans': ok([]),
    });
    await loadUser();
    renderAt(<ActionPlansScreen />, route, '/school/action-plans');
    expect(await screen.findByText(en.actionPlans.list.none_reader)).toBeInTheDocument();
    expect(screen.queryByText(en.actionPlans.list.none)).not.toBeInTheDocument();
    expect(screen.queryByText(new RegExp(en.actionPlans.new.button))).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { failure, fieldLabel, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { AdminOrganizationScreen } from './AdminOrganizationScreen';

afterEach(() => vi.unstubAllGlobals());

const route = '/admin/organization/:id/:tab?';
const texts = en.back_office.organization.anonymity;
const school = {
  id: 5,
  name: 'Demo Secondary School',
  slug: 'demo-school',
  type: 'school',
  city: 'Riga',
  country: 'LV',
  languages: ['lv', 'en', 'ru'],
  default_language: 'lv',
  parent_id: null,
  results_min_group: 5,
  results_min_text_group: 10,
  schools: [],
};

const field = (label: string) => screen.getByLabelText(fieldLabel(label));

describe('ResultsAnonymityCard', () => {
  it('saves both thresholds on their own, without the rest of the form', async () => {
    const api = stubApi({
      'GET admin/organizations/5': ok(school),
      'PATCH admin/organizations/5': ok({ ...school, results_min_group: 7, results_min_text_group: 12 }),
    });
    const user = userEvent.setup();
    renderAt(<AdminOrganizationScreen />, route, '/admin/organization/5');

    expect(await screen.findByRole('heading', { name: texts.title })).toBeInTheDocument();
    expect(field(texts.results_min_group)).toHaveValue('5');
    await user.clear(field(texts.results_min_group));
    await user.type(field(texts.results_min_group), '7');
    await user.clear(field(texts.results_min_text_group));
    await user.type(field(texts.results_min_text_group), '12');
    await user.click(screen.getByRole('button', { name: texts.save }));

    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'admin/organizations/5')[0].body).toEqual({
      results_min_group: 7,
      results_min_text_group: 12,
    });
  });

  it('refuses a threshold below 3 before sending, and shows the server’s reason under its field', async () => {
    const api = stubApi({
      'GET admin/organizations/5': ok(school),
      'PATCH admin/organizations/5': failure(422, 'validation_failed', 'Invalid body', [
        'results_min_text_group: must be at most 100',
      ]),
    });
    const user = userEvent.setup();
    renderAt(<AdminOrganizationScreen />, route, '/admin/organization/5');

    await screen.findByRole('heading', { name: texts.title });
    await user.clear(field(texts.results_min_group));
    await user.type(field(texts.results_min_group), '2');
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(field(texts.results_min_group)).toHaveAccessibleDescription(
      expect.stringContaining('Enter a whole number from 3 to 100.'),
    );
    expect(api.callsTo('PATCH', 'admin/organizations/5')).toHaveLength(0);

    await user.clear(field(texts.results_min_group));
    await user.type(field(texts.results_min_group), '6');
    await user.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(field(texts.results_min_text_group)).toHaveAccessibleDescription(
        expect.stringContaining('must be at most 100'),
      ),
    );
  });
});

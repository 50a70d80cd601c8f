import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { failure, fieldLabel, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { AdminOrganizationScreen } from './AdminOrganizationScreen';

afterEach(() => vi.unstubAllGlobals());

const route = '/admin/organization/:id/:tab?';
const texts = en.back_office.organization;

const school = {
  id: 5,
  name: 'Demo Secondary School',
  slug: 'demo-school',
  type: 'school',
  city: 'Riga',
  country: 'LV',
  languages: ['lv', 'en', 'ru'],
  default_language: 'lv',
  parent_id: 2,
  schools: [],
};
const parents = [
  {
    id: 2,
    name: 'Demo Municipality',
    slug: 'demo-municipality',
    type: 'organization',
    city: 'Riga',
    country: 'LV',
    parent_id: null,
  },
];

describe('AdminOrganizationScreen', () => {
  it('creates a school under an organisation, suggesting the address from the name', async () => {
    const api = stubApi({
      'GET admin/organizations': ok(parents),
      'POST admin/organizations': { status: 201, body: { status: 201, data: { ...school, id: 42 } } },
    });
    const user = userEvent.setup();
    renderAt(<AdminOrganizationScreen />, route, '/admin/organization/new');

    expect(screen.getByRole('heading', { name: texts.new_title })).toBeInTheDocument();
    await user.type(screen.getByLabelText(fieldLabel(texts.name)), 'Rīgas 1. vidusskola');
    expect(screen.getByLabelText(fieldLabel(texts.slug))).toHaveValue('rigas-1-vidusskola');
    await user.type(screen.getByLabelText(fieldLabel(texts.city)), 'Rīga');
    await user.click(screen.getByRole('textbox', { name: texts.parent }));
    await user.click(await screen.findByRole('option', { name: 'Demo Municipality', hidden: true }));
    await user.click(screen.getByRole('button', { name: texts.create }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/organization/42/details'),
    );
    expect(api.callsTo('POST', 'admin/organizations')[0].body).toEqual({
      name: 'Rīgas 1. vidusskola',
      slug: 'rigas-1-vidusskola',
      type: 'school',
      parent_id: 2,
      city: 'Rīga',
      country: 'LV',
      languages: ['lv', 'en', 'ru'],
      default_language: 'lv',
    });
    expect(await screen.findByText(texts.created)).toBeInTheDocument();
  });

  it('offers the languages switched on at /admin/manage-languages, one added there among them', async () => {
    const language = (code: string, native_name: string, enabled: boolean, survey_enabled: boolean) => ({
      code,
      name: code,
      native_name,
      enabled,
      survey_enabled,
      total: 10,
      missing: 0,
      same_as_english: 0,
      in_switcher: enabled,
    });
    const api = stubApi({
      'GET admin/organizations': ok(parents),
      'GET admin/languages': ok([
        language('en', 'English', true, true),
        language('lv', 'Latviešu', true, true),
        language('uk', 'Українська', false, true),
        language('lt', 'Lietuvių', false, false),
      ]),
      'POST admin/organizations': { status: 201, body: { status: 201, data: { ...school, id: 43 } } },
    });
    const user = userEvent.setup();
    renderAt(<AdminOrganizationScreen />, route, '/admin/organization/new');

    await user.type(screen.getByLabelText(fieldLabel(texts.name)), 'Київська школа');
    await user.type(screen.getByLabelText(fieldLabel(texts.slug)), 'kyiv');
    await user.click(screen.getByRole('textbox', { name: texts.parent }));
    await user.click(await screen.findByRole('option', { name: 'Demo Municipality', hidden: true }));
    await user.click(screen.getByRole('textbox', { name: texts.languages }));
    // Switched on for surveys only: an organisation may still have it; switched off everywhere: not offered.
    await user.click(await screen.findByRole('option', { name: 'Українська', hidden: true }));
    expect(screen.queryByRole('option', { name: 'Lietuvių', hidden: true })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.create }));

    await waitFor(() => expect(api.callsTo('POST', 'admin/organizations')).toHaveLength(1));
    expect(api.callsTo('POST', 'admin/organizations')[0].body).toMatchObject({
      languages: ['lv', 'en', 'ru', 'uk'],
      default_language: 'lv',
    });
  });

  it('checks the form before sending and shows a taken address under its field', async () => {
    const api = stubApi({
      'GET admin/organizations': ok(parents),
      'POST admin/organizations': failure(409, 'conflict', "slug: 'demo' is already taken", [
        "slug: 'demo' is already taken",
      ]),
    });
    const user = userEvent.setup();
    renderAt(<AdminOrganizationScreen />, route, '/admin/organization/new');

    await user.click(screen.getByRole('button', { name: texts.create }));
    expect(screen.getByLabelText(fieldLabel(texts.name))).toHaveAccessibleDescription(texts.name_short);
    expect(api.callsTo('POST', 'admin/organizations')).toHaveLength(0);

    await user.type(screen.getByLabelText(fieldLabel(texts.name)), 'Demo');
    await user.click(screen.getByRole('button', { name: texts.create }));
    await waitFor(() =>
      expect(screen.getByLabelText(fieldLabel(texts.slug))).toHaveAccessibleDescription(
        expect.stringContaining("'demo' is already taken"),
      ),
    );
  });

  it('edits an organisation without sending its type, which stays fixed', async () => {
    const api = stubApi({
      'GET admin/organizations/5': ok(school),
      'GET admin/organizations': ok(parents),
      'PATCH admin/organizations/5': ok({ ...school, city: 'Jelgava' }),
    });
    const user = userEvent.setup();
    renderAt(<AdminOrganizationScreen />, route, '/admin/organization/5');

    expect(await screen.findByRole('heading', { name: school.name })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: texts.type })).toBeDisabled();
    // The catalogue is one click away: the organisation's properties and tags, and its school years.
    expect(screen.getByRole('link', { name: texts.catalogue })).toHaveAttribute(
      'href',
      '/admin/organization-property-values/5',
    );
    expect(screen.getByRole('link', { name: texts.fiscal_years })).toHaveAttribute(
      'href',
      '/admin/fiscal-years/5',
    );
    const city = screen.getByLabelText(fieldLabel(texts.city));
    await user.clear(city);
    await user.type(city, 'Jelgava');
    await user.click(screen.getByRole('button', { name: en.back_office.save }));

    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'admin/organizations/5')[0].body).toEqual({
      name: school.name,
      slug: school.slug,
      parent_id: 2,
      city: 'Jelgava',
      country: 'LV',
      languages: ['lv', 'en', 'ru'],
      default_language: 'lv',
    });
  });

  it('lists the staff on the admins tab, with the way to their permissions', async () => {
    stubApi({
      'GET admin/organizations/5': ok(school),
      'GET school/5/admins': ok([
        {
          id: 9,
          user_id: 3,
          type: 'school_admin',
          name: 'Anna',
          surname: 'Kalniņa',
          email: 'admin@demo.balss.lv',
          teacher_access_to_results: false,
          permissions: {},
        },
      ]),
    });
    const user = userEvent.setup();
    renderAt(<AdminOrganizationScreen />, route, '/admin/organization/5/details');

    await user.click(await screen.findByRole('tab', { name: texts.tab_admins }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/organization/5/admins'),
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Anna Kalniņa' })).toHaveAttribute(
      'href',
      '/admin/users/3',
    );
    expect(screen.getByRole('link', { name: en.back_office.admins.manage })).toHaveAttribute(
      'href',
      '/admin/school/5',
    );
  });
});

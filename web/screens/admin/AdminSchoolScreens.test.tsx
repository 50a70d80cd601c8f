import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { resetUser } from '../../auth/userStore';
import { ok, renderAt, stubApi } from '../../test/screenTestKit';
import { AdminSchoolsScreen } from './AdminSchoolsScreen';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const texts = en.back_office.schools;
const demo = {
  id: 5,
  name: 'Demo Secondary School',
  slug: 'demo-school',
  city: 'Riga',
  parent_id: 2,
  parent_name: 'Demo Municipality',
  counts: { classes: 8, students: 180, teachers: 3, groups: 0 },
};

describe('back-office schools', () => {
  it('lists each school with its organisation and sizes, and opens its classes, subjects, staff and details', async () => {
    stubApi({ 'GET admin/schools': ok([demo]) });
    renderAt(<AdminSchoolsScreen />, '/admin/schools');
    const row = (await screen.findByText('Demo Secondary School')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['Demo Municipality', '8', '180', '3', '0']));
    const link = (label: string) =>
      within(row).getByRole('link', { name: label.replace('{{name}}', demo.name) });
    expect(link(texts.classes_label)).toHaveAttribute('href', '/admin/classes/5');
    expect(link(texts.subjects_label)).toHaveAttribute('href', '/admin/subjects/5');
    expect(link(texts.staff_label)).toHaveAttribute('href', '/admin/school/5');
    expect(link(texts.details_label)).toHaveAttribute('href', '/admin/organization/5');
    expect(screen.getByRole('link', { name: en.back_office.removal.title })).toHaveAttribute(
      'href',
      '/admin/delete-respondents',
    );
  });

  it('narrows the list to a tag and a property value, kept in the address', async () => {
    const api = stubApi({
      'GET admin/schools': ok([demo]),
      'GET admin/organization-tags': ok([
        { id: 3, name: { en: 'Pilot', lv: 'Pilots' }, organization_count: 1 },
      ]),
      'GET admin/organization-properties': ok([
        {
          id: 1,
          name: { en: 'Language of instruction' },
          values: [
            {
              id: 7,
              property_id: 1,
              name: { en: 'Latvian' },
              position: 0,
              organization_count: 1,
              user_count: 0,
            },
          ],
        },
      ]),
    });
    const filters = en.catalogue.filters;
    const asked = () =>
      api.fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('admin/schools'));
    renderAt(<AdminSchoolsScreen />, '/admin/schools', '/admin/schools?value_id=7');
    expect(await screen.findByText('Demo Secondary School')).toBeInTheDocument();
    expect(asked().at(-1)).toContain('value_id=7');
    await waitFor(() => expect(screen.getByRole('textbox', { name: filters.value })).toHaveValue('Latvian'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: filters.tag }));
    await user.click(await screen.findByRole('option', { name: 'Pilot', hidden: true }));
    await waitFor(() => expect(asked().at(-1)).toMatch(/tag_id=3&value_id=7$/));
  });
});

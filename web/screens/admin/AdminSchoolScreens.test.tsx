import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { loadUser, resetUser } from '../../auth/userStore';
import { ok, renderAt, signedInUser, stubApi } from '../../test/screenTestKit';
import { ClassesScreen } from '../respondents/ClassesScreen';
import { sevenA } from '../../test/schoolTestKit';
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

  it('shows a super-admin the classes of the school the route names, with editing and bulk adding', async () => {
    stubApi({
      'GET user': ok({ ...signedInUser, type: 'super_admin', organization: null }),
      'GET admin/organizations/5': ok({ id: 5, name: 'Demo Secondary School', schools: [] }),
      'GET school/5/classes': ok([sevenA]),
      'GET school/5/teachers': ok([]),
      'GET school/5/subjects/available/en': ok([]),
    });
    await loadUser();
    renderAt(<ClassesScreen />, '/admin/classes/:id', '/admin/classes/5');
    expect(await screen.findByText('7.a')).toBeInTheDocument();
    // The back office has no page of its own for one class.
    expect(screen.queryByRole('link', { name: '7.a' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.respondents.classes.new })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit class 7.a' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.back_office.add_classes.link })).toHaveAttribute(
      'href',
      '/admin/add-classes/5',
    );
    expect(screen.getByRole('link', { name: texts.back })).toHaveAttribute('href', '/admin/schools');
    expect(screen.queryByText(en.respondents.view_only)).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { loadUser, resetUser } from '../../auth/userStore';
import { sevenA } from '../../test/schoolTestKit';
import { ok, renderAt, signedInUser, stubApi } from '../../test/screenTestKit';
import { ClassesScreen } from './ClassesScreen';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const texts = en.back_office.schools;

describe('the classes of a school in the back office', () => {
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

  it("keeps another school's classes called classes whatever the super-admin's own EU-groups flag", async () => {
    stubApi({
      'GET user': ok({
        ...signedInUser,
        type: 'super_admin',
        organization: null,
        permissions: { 'list.eu_change_name_class_to_groups': true },
      }),
      'GET admin/organizations/5': ok({ id: 5, name: 'Demo Secondary School', schools: [] }),
      'GET school/5/classes': ok([sevenA]),
      'GET school/5/teachers': ok([]),
      'GET school/5/subjects/available/en': ok([]),
    });
    await loadUser();
    renderAt(<ClassesScreen />, '/admin/classes/:id', '/admin/classes/5');
    const classes = en.respondents.classes;
    expect(await screen.findByRole('heading', { name: classes.title, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: classes.new })).toBeInTheDocument();
    expect(screen.queryByText(classes.title_groups)).not.toBeInTheDocument();
  });
});

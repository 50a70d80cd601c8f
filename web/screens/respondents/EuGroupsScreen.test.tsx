import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { resetUser } from '../../auth/userStore';
import { school, sevenA, signInSchoolAdmin } from '../../test/schoolTestKit';
import { ok, renderAt } from '../../test/screenTestKit';
import { ClassesScreen, EuGroupsScreen } from './ClassesScreen';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const classes = en.respondents.classes;
const form = en.respondents.class_form;
const schoolApi = {
  [`GET school/${school.id}/classes`]: ok([sevenA]),
  [`GET school/${school.id}/teachers`]: ok([]),
  [`GET school/${school.id}/subjects/available/en`]: ok([]),
};

describe('classes called groups (PRODUCT.md §6 list.eu_change_name_class_to_groups)', () => {
  it('/school/eu-groups manages the classes in the words of groups: title, columns, the new-group form', async () => {
    await signInSchoolAdmin(
      { manage_respondents: true, 'list.eu_change_name_class_to_groups': true },
      schoolApi,
    );
    renderAt(<EuGroupsScreen />, '/school/eu-groups');
    expect(await screen.findByRole('heading', { name: classes.title_groups, level: 1 })).toBeInTheDocument();
    expect(screen.getByText(classes.intro_groups)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: classes.name_groups })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: classes.teacher_groups })).toBeInTheDocument();
    expect(screen.queryByText(classes.title)).not.toBeInTheDocument();
    // The cross-class groups are named apart from these.
    expect(screen.getByRole('link', { name: en.respondents.groups.title_groups })).toHaveAttribute(
      'href',
      '/school/groups',
    );
    await userEvent.click(screen.getByRole('button', { name: classes.new_groups }));
    const dialog = await screen.findByRole('dialog', { name: form.new_title_groups });
    expect(within(dialog).getByRole('textbox', { name: form.name_groups })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: en.common.save }));
    expect(await within(dialog).findByText(form.name_required_groups)).toBeInTheDocument();
  });

  it('/school/classes says groups too for an identity with the flag, and classes without it', async () => {
    await signInSchoolAdmin(
      { view_respondents: true, 'list.eu_change_name_class_to_groups': true },
      schoolApi,
    );
    const first = renderAt(<ClassesScreen />, '/school/classes');
    expect(await screen.findByRole('heading', { name: classes.title_groups, level: 1 })).toBeInTheDocument();
    expect(screen.getByText(en.respondents.view_only_groups)).toBeInTheDocument();
    first.unmount();
    resetUser();

    await signInSchoolAdmin({ view_respondents: true }, schoolApi);
    renderAt(<ClassesScreen />, '/school/classes');
    expect(await screen.findByRole('heading', { name: classes.title, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: classes.name })).toBeInTheDocument();
  });
});

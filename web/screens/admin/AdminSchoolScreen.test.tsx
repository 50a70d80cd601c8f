import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPermissions } from '../../../common/permissions';
import en from '../../../locales/en.json';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { AdminSchoolScreen } from './AdminSchoolScreen';

afterEach(() => vi.unstubAllGlobals());

const labels = en.back_office.permissions;
const teacher = {
  id: 9,
  user_id: 4,
  type: 'teacher',
  name: 'Tomass',
  surname: 'Bērziņš',
  email: 'teacher@demo.balss.lv',
  teacher_access_to_results: false,
  permissions: defaultPermissions(),
};
const admin = { ...teacher, id: 8, user_id: 3, type: 'school_admin', name: 'Anna', surname: 'Kalniņa' };

/** The staff list, then (after a change) the list the server answers with the change in it. */
function stubSchool(patch = ok({}), changed: Partial<typeof teacher> = {}) {
  return stubApi({
    'GET admin/organizations/5': ok({ id: 5, name: 'Demo Secondary School', schools: [] }),
    'GET school/5/admins': [ok([admin, teacher]), ok([admin, { ...teacher, ...changed }])],
    'PATCH school/5/admins/9': patch,
  });
}

describe('AdminSchoolScreen', () => {
  it('saves a ticked permission of one staff member at once and says so', async () => {
    const api = stubSchool(
      ok({
        id: 9,
        teacher_access_to_results: false,
        permissions: { data: { ...defaultPermissions(), view_survey_results: true } },
      }),
      { permissions: { ...defaultPermissions(), view_survey_results: true } },
    );
    const user = userEvent.setup();
    renderAt(<AdminSchoolScreen />, '/admin/school/:id', '/admin/school/5');

    expect(
      await screen.findByRole('heading', {
        name: en.back_office.school.title.replace('{{name}}', 'Demo Secondary School'),
      }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('group', { name: 'Tomass Bērziņš' });
    expect(within(card).getByRole('checkbox', { name: labels.manage_users })).toBeChecked();
    const results = within(card).getByRole('checkbox', { name: labels.view_survey_results });
    expect(results).not.toBeChecked();
    await user.click(results);

    await waitFor(() => expect(results).toBeChecked());
    expect(api.callsTo('PATCH', 'school/5/admins/9')[0].body).toEqual({
      permissions: { view_survey_results: true },
    });
    expect(await screen.findByText('The permissions of Tomass Bērziņš have been saved.')).toBeInTheDocument();
  });

  it('grants a teacher access to results', async () => {
    const api = stubSchool(
      ok({ id: 9, teacher_access_to_results: true, permissions: { data: defaultPermissions() } }),
    );
    const user = userEvent.setup();
    renderAt(<AdminSchoolScreen />, '/admin/school/:id', '/admin/school/5');

    const card = await screen.findByRole('group', { name: 'Tomass Bērziņš' });
    await user.click(within(card).getByRole('checkbox', { name: en.back_office.school.teacher_access }));
    await waitFor(() => expect(api.callsTo('PATCH', 'school/5/admins/9')).toHaveLength(1));
    expect(api.callsTo('PATCH', 'school/5/admins/9')[0].body).toEqual({ teacher_access_to_results: true });
  });

  it('shows a refusal as an error notice', async () => {
    stubSchool(
      failure(422, 'validation_failed', 'permissions.manage_admins: cannot be removed from yourself'),
    );
    const user = userEvent.setup();
    renderAt(<AdminSchoolScreen />, '/admin/school/:id', '/admin/school/5');

    const card = await screen.findByRole('group', { name: 'Tomass Bērziņš' });
    await user.click(within(card).getByRole('checkbox', { name: labels.manage_admins }));
    expect(
      await screen.findByText('permissions.manage_admins: cannot be removed from yourself'),
    ).toBeInTheDocument();
  });
});

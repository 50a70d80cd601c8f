import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { resetUser } from '../../auth/userStore';
import { school, sevenA, signInSchoolAdmin } from '../../test/schoolTestKit';
import { failure, fieldLabel, ok, renderAt } from '../../test/screenTestKit';
import { ClassesScreen } from './ClassesScreen';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const classesPath = `school/${school.id}/classes`;
const teachers = ok([
  {
    id: 21,
    user_id: 9,
    type: 'teacher',
    name: 'Tomass',
    surname: 'Bērziņš',
    email: null,
    class_teacher_of: [11],
    teaches_in: [],
  },
]);
const subjects = ok([{ id: 3, name: 'Mathematics', own: false }]);

describe('ClassesScreen', () => {
  it('lists classes with their teacher, with escaped quotes turned back into quotes', async () => {
    await signInSchoolAdmin(
      { view_respondents: true },
      {
        [`GET ${classesPath}`]: ok([
          sevenA,
          { ...sevenA, id: 12, name: '8.a &quot;Zvaigznes&quot;', teacher: null },
        ]),
        [`GET school/${school.id}/teachers`]: teachers,
        [`GET school/${school.id}/subjects/available/en`]: subjects,
      },
    );
    renderAt(<ClassesScreen />, '/school/classes');
    expect(await screen.findByRole('link', { name: '7.a' })).toHaveAttribute('href', '/school/classes/11');
    expect(screen.getByRole('link', { name: '8.a "Zvaigznes"' })).toBeInTheDocument();
    expect(screen.getByText('Tomass Bērziņš')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.respondents.classes.new })).not.toBeInTheDocument();
    expect(screen.getByText(en.respondents.view_only)).toBeInTheDocument();
  });

  it('creates a class and finds it in the reloaded list', async () => {
    const made = { ...sevenA, id: 30, name: '9.b', num_students: 20, teacher_id: null, teacher: null };
    const api = await signInSchoolAdmin(
      { manage_respondents: true },
      {
        [`GET ${classesPath}`]: [ok([sevenA]), ok([sevenA, made])],
        [`POST ${classesPath}`]: ok(made),
        [`GET school/${school.id}/teachers`]: teachers,
        [`GET school/${school.id}/subjects/available/en`]: subjects,
      },
    );
    const user = userEvent.setup();
    renderAt(<ClassesScreen />, '/school/classes');
    await user.click(await screen.findByRole('button', { name: en.respondents.classes.new }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(fieldLabel(en.respondents.class_form.name)), '9.b');
    const size = within(dialog).getByLabelText(en.respondents.class_form.num_students);
    await user.clear(size);
    await user.type(size, '20');
    await user.click(within(dialog).getByRole('button', { name: en.common.save }));

    expect(await screen.findByText('Class 9.b saved.')).toBeInTheDocument();
    expect(api.callsTo('POST', classesPath)[0].body).toEqual({
      name: '9.b',
      num_students: 20,
      teacher_id: null,
      subject_id: null,
      custom_subject: null,
    });
    expect(await screen.findByRole('link', { name: '9.b' })).toBeInTheDocument();
  });

  it("says 'created class cannot be found!' when the reloaded list lacks it, and shows the server's message on failure", async () => {
    await signInSchoolAdmin(
      { manage_respondents: true },
      {
        [`GET ${classesPath}`]: [ok([]), ok([])],
        [`POST ${classesPath}`]: [
          ok({ ...sevenA, id: 31 }),
          failure(422, 'validation_failed', 'name: a class named "7.a" already exists', [
            'name: a class named "7.a" already exists',
          ]),
        ],
        [`GET school/${school.id}/teachers`]: teachers,
        [`GET school/${school.id}/subjects/available/en`]: subjects,
      },
    );
    const user = userEvent.setup();
    renderAt(<ClassesScreen />, '/school/classes');
    await user.click(await screen.findByRole('button', { name: en.respondents.classes.new }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(fieldLabel(en.respondents.class_form.name)), '7.a');
    await user.click(within(dialog).getByRole('button', { name: en.common.save }));
    expect(await screen.findByText('created class cannot be found!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: en.common.save }));
    expect(await screen.findByText('name: a class named "7.a" already exists')).toBeInTheDocument();
  });

  it('does not save a class whose name, size and teacher are unchanged', async () => {
    const api = await signInSchoolAdmin(
      { manage_respondents: true },
      {
        [`GET ${classesPath}`]: ok([sevenA]),
        [`GET school/${school.id}/teachers`]: teachers,
        [`GET school/${school.id}/subjects/available/en`]: subjects,
      },
    );
    const user = userEvent.setup();
    renderAt(<ClassesScreen />, '/school/classes');
    await user.click(await screen.findByRole('button', { name: 'Edit class 7.a' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', classesPath)).toEqual([]);
  });
});

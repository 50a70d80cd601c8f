import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { AdminAddClassesScreen } from './AdminAddClassesScreen';
import { parseClassLines } from './classLines';

afterEach(() => vi.unstubAllGlobals());

const texts = en.back_office.add_classes;
const route = '/admin/add-classes/:id';
const bulkPath = 'school/5/classes/bulk';
const school = ok({ id: 5, name: 'Demo Secondary School', schools: [] });

describe('parseClassLines', () => {
  it('reads one class per line with an optional size after a semicolon or a tab, skipping blank lines', () => {
    expect(parseClassLines('6.c;18\n\n  7.a  \n8.b\t 20\n;5\n9.a;x\n9.b;1;2')).toEqual([
      { row: 1, name: '6.c', numStudents: 18, problem: null },
      { row: 2, name: '7.a', numStudents: undefined, problem: null },
      { row: 3, name: '8.b', numStudents: 20, problem: null },
      { row: 4, name: '', numStudents: 5, problem: 'no_name' },
      { row: 5, name: '9.a', numStudents: undefined, problem: 'bad_number' },
      { row: 6, name: '9.b', numStudents: undefined, problem: 'bad_number' },
    ]);
  });
});

describe('AdminAddClassesScreen', () => {
  it('previews the lines, then shows the server’s refusal on the row it names and creates nothing', async () => {
    const api = stubApi({
      'GET admin/organizations/5': school,
      [`POST ${bulkPath}`]: failure(
        422,
        'validation_failed',
        'classes: 1 row has problems, nothing was saved. row 2: name: a class named "7.a" already exists',
        ['row 2: name: a class named "7.a" already exists'],
      ),
    });
    const user = userEvent.setup();
    renderAt(<AdminAddClassesScreen />, route, '/admin/add-classes/5');

    expect(
      await screen.findByRole('heading', { name: 'Add classes: Demo Secondary School' }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: texts.lines }), '6.c;18{Enter}7.a{Enter}{Enter}6.d');
    const preview = screen.getByRole('table', { name: texts.preview });
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', '6.c', '18', texts.ready],
      ['2', '7.a', '—', texts.ready],
      ['3', '6.d', '—', texts.ready],
    ]);

    await user.click(screen.getByRole('button', { name: 'Create 3 classes' }));
    expect(await within(rows[1]).findByText('name: a class named "7.a" already exists')).toBeInTheDocument();
    expect(screen.getByText(texts.refused)).toBeInTheDocument();
    expect(within(rows[0]).getByText(texts.ready)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create 3 classes' })).toBeDisabled();
    expect(api.callsTo('POST', bulkPath)[0].body).toEqual({
      classes: [{ name: '6.c', num_students: 18 }, { name: '7.a' }, { name: '6.d' }],
    });

    // Fixing the text clears the stale refusal and allows another try.
    await user.type(screen.getByRole('textbox', { name: texts.lines }), 'x');
    expect(screen.queryByText(texts.refused)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create 3 classes' })).toBeEnabled();
  });

  it('marks a line it cannot send, and after creating goes back to the school’s classes', async () => {
    const made = [{ id: 40, name: '6.c' }];
    const api = stubApi({ 'GET admin/organizations/5': school, [`POST ${bulkPath}`]: ok(made) });
    const user = userEvent.setup();
    renderAt(<AdminAddClassesScreen />, route, '/admin/add-classes/5');

    const box = await screen.findByRole('textbox', { name: texts.lines });
    await user.type(box, '6.c;many');
    expect(screen.getByText(texts.bad_number)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create 1 class' })).toBeDisabled();
    await user.clear(box);
    await user.type(box, '6.c;20');
    await user.click(screen.getByRole('button', { name: 'Create 1 class' }));

    expect(await screen.findByText('1 class created.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/classes/5'));
    expect(api.callsTo('POST', bulkPath)[0].body).toEqual({ classes: [{ name: '6.c', num_students: 20 }] });
  });
});

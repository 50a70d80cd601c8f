import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { AdminAddSubjectsScreen } from './AdminAddSubjectsScreen';
import { AdminSubjectsScreen } from './AdminSubjectsScreen';

afterEach(() => vi.unstubAllGlobals());

const texts = en.back_office;
const school = ok({ id: 5, name: 'Demo Secondary School', schools: [] });
const robotics = {
  id: 30,
  name: 'Robotics',
  names: { en: 'Robotics', lv: 'Robotika', ru: null },
  own: true,
};
const maths = {
  id: 3,
  name: 'Mathematics',
  names: { en: 'Mathematics', lv: 'Matemātika', ru: 'Математика' },
  own: false,
};

describe('back-office subjects', () => {
  it('lists every name and deletes only the school’s own subject, after confirmation', async () => {
    const api = stubApi({
      'GET admin/organizations/5': school,
      'GET school/5/subjects': [ok([robotics, maths]), ok([maths])],
      'DELETE school/5/subjects/30': ok(null),
    });
    const user = userEvent.setup();
    renderAt(<AdminSubjectsScreen />, '/admin/subjects/:id', '/admin/subjects/5');

    expect(await screen.findByText('Robotika')).toBeInTheDocument();
    expect(screen.getByText('Математика')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete subject Mathematics' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.subjects.add })).toHaveAttribute(
      'href',
      '/admin/add-subjects/5',
    );

    await user.click(screen.getByRole('button', { name: 'Delete subject Robotics' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: en.common.delete }),
    );
    expect(await screen.findByText('Subject Robotics deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Robotika')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', 'school/5/subjects/30')).toHaveLength(1);
  });

  it('sends the filled rows and puts a refusal on the field it names', async () => {
    const api = stubApi({
      'GET admin/organizations/5': school,
      'POST school/5/subjects': failure(422, 'validation_failed', 'subjects: 1 row has problems', [
        'row 2: lv: a subject named "Matemātika" already exists',
      ]),
    });
    const user = userEvent.setup();
    renderAt(<AdminAddSubjectsScreen />, '/admin/add-subjects/:id', '/admin/add-subjects/5');

    const row = (number: number) => screen.getByRole('group', { name: `Subject ${number}` });
    await user.type(await within(row(1)).findByLabelText(texts.subjects.name_en), 'Robotics');
    await user.click(screen.getByRole('button', { name: texts.add_subjects.add_row }));
    await user.click(screen.getByRole('button', { name: texts.add_subjects.add_row }));
    await user.type(within(row(3)).getByLabelText(texts.subjects.name_lv), 'Matemātika');
    await user.click(screen.getByRole('button', { name: texts.add_subjects.save_all }));

    expect(
      await within(row(3)).findByText('a subject named "Matemātika" already exists'),
    ).toBeInTheDocument();
    expect(screen.getByText(texts.add_subjects.refused)).toBeInTheDocument();
    expect(api.callsTo('POST', 'school/5/subjects')[0].body).toEqual({
      subjects: [{ en: 'Robotics' }, { lv: 'Matemātika' }],
    });
  });
});

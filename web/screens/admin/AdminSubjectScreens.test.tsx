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
const robotics = { id: 30, name: 'Robotics', names: { en: 'Robotics', lv: 'Robotika' }, own: true };
const maths = {
  id: 3,
  name: 'Mathematics',
  names: { en: 'Mathematics', lv: 'Matemātika', ru: 'Математика' },
  own: false,
};
/** Named only in Ukrainian: the server names it so for every reader. */
const drama = { id: 31, name: 'Драма', names: { uk: 'Драма' }, own: true };
/** GET /api/languages?for=survey once a super-admin switched Ukrainian on for surveys. */
const surveyLanguages = ok([
  { code: 'en', name: 'English', native_name: 'English' },
  { code: 'lv', name: 'Latvian', native_name: 'Latviešu' },
  { code: 'ru', name: 'Russian', native_name: 'Русский' },
  { code: 'uk', name: 'Ukrainian', native_name: 'Українська' },
]);
const nameIn = (language: string) =>
  en.back_office.localized.in.replace('{{field}}', texts.subjects.name).replace('{{language}}', language);

describe('back-office subjects', () => {
  it('names each subject as the server chose, with the languages it is written in, and deletes only the school’s own', async () => {
    const api = stubApi({
      'GET admin/organizations/5': school,
      'GET school/5/subjects': [ok([drama, robotics, maths]), ok([drama, maths])],
      'DELETE school/5/subjects/30': ok(null),
    });
    const user = userEvent.setup();
    renderAt(<AdminSubjectsScreen />, '/admin/subjects/:id', '/admin/subjects/5');

    const row = async (name: string) => within((await screen.findByRole('cell', { name })).closest('tr')!);
    expect((await row('Robotics')).getByRole('cell', { name: 'EN, LV' })).toBeInTheDocument();
    expect((await row('Mathematics')).getByRole('cell', { name: 'EN, LV, RU' })).toBeInTheDocument();
    expect((await row('Драма')).getByRole('cell', { name: 'UK' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: texts.subjects.written_in })).toBeInTheDocument();
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
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Robotics' })).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', 'school/5/subjects/30')).toHaveLength(1);
  });

  it('offers a language switched on for surveys, sends the filled rows and puts a refusal on the language it names', async () => {
    const api = stubApi({
      'GET admin/organizations/5': school,
      'GET languages': surveyLanguages,
      'POST school/5/subjects': [
        failure(422, 'validation_failed', 'subjects: 1 row has problems', [
          'row 2: names.lv: a subject named "Matemātika" already exists',
        ]),
        ok([]),
      ],
    });
    const user = userEvent.setup();
    renderAt(<AdminAddSubjectsScreen />, '/admin/add-subjects/:id', '/admin/add-subjects/5');

    const row = (number: number) => screen.getByRole('group', { name: `Subject ${number}` });
    await user.type(await within(row(1)).findByLabelText(nameIn('English')), 'Robotics');
    await user.type(await within(row(1)).findByLabelText(nameIn('Українська')), 'Робототехніка');
    await user.click(screen.getByRole('button', { name: texts.add_subjects.add_row }));
    await user.click(screen.getByRole('button', { name: texts.add_subjects.add_row }));
    const latvian = within(row(3)).getByLabelText(nameIn('Latviešu'));
    await user.type(latvian, 'Matemātika');
    await user.click(screen.getByRole('button', { name: texts.add_subjects.save_all }));

    expect(
      await within(row(3)).findByText('a subject named "Matemātika" already exists'),
    ).toBeInTheDocument();
    expect(latvian).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(texts.add_subjects.refused)).toBeInTheDocument();
    expect(api.callsTo('POST', 'school/5/subjects')[0].body).toEqual({
      subjects: [{ en: 'Robotics', uk: 'Робототехніка' }, { lv: 'Matemātika' }],
    });

    // Editing the refused name clears its refusal; the second save sends the new name.
    await user.clear(latvian);
    await user.type(latvian, 'Matemātika 2');
    expect(within(row(3)).queryByText('a subject named "Matemātika" already exists')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.add_subjects.save_all }));
    await waitFor(() => expect(api.callsTo('POST', 'school/5/subjects')).toHaveLength(2));
    expect(api.callsTo('POST', 'school/5/subjects')[1].body).toEqual({
      subjects: [{ en: 'Robotics', uk: 'Робототехніка' }, { lv: 'Matemātika 2' }],
    });
  });
});

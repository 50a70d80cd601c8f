import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { school, sevenA } from '../../test/schoolTestKit';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { AdminDeleteRespondentsScreen } from './AdminDeleteRespondentsScreen';

afterEach(() => vi.unstubAllGlobals());

const texts = en.back_office.removal;
const previewPath = 'admin/schools/5/respondent-removal/preview';
const removePath = 'admin/schools/5/respondent-removal';
const preview = {
  total: 24,
  by_type: { student: 24 },
  by_class: [{ class_id: 11, name: '7.a', students: 24, parents: 0 }],
  sample: [
    { id: 101, type: 'student', name: 'Anna', surname: 'Āboliņa', class_name: '7.a' },
    { id: 102, type: 'student', name: 'Jānis', surname: 'Bērziņš', class_name: '7.a' },
  ],
};

function stubSchool(removal = ok({ removed: 24, by_type: { student: 24 } })) {
  return stubApi({
    'GET admin/organizations': ok([school]),
    'GET admin/organizations/5': ok({ ...school, schools: [] }),
    'GET school/5/classes': ok([sevenA, { ...sevenA, id: 12, name: '7.b' }]),
    [`POST ${previewPath}`]: ok(preview),
    [`POST ${removePath}`]: removal,
  });
}

/** Picks the demo school, ticks students, narrows to 7.a and asks for the preview. */
async function previewSevenA(user: ReturnType<typeof userEvent.setup>) {
  renderAt(<AdminDeleteRespondentsScreen />, '/admin/delete-respondents');
  await user.type(screen.getByRole('textbox', { name: new RegExp(`^${texts.school}`) }), 'Demo');
  await user.click(await screen.findByRole('option', { name: 'Demo Secondary School (Riga)', hidden: true }));
  await user.click(await screen.findByRole('checkbox', { name: en.respondents.users.tabs.student }));
  await user.click(screen.getByRole('textbox', { name: texts.classes }));
  await user.click(await screen.findByRole('option', { name: '7.a', hidden: true }));
  expect(screen.getByRole('checkbox', { name: en.respondents.users.tabs.teacher })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: texts.preview }));
  return screen.findByText('24 people will be removed.');
}

describe('AdminDeleteRespondentsScreen', () => {
  it('previews who goes, then removes them after confirmation with the count the preview showed', async () => {
    const api = stubSchool();
    const user = userEvent.setup();
    await previewSevenA(user);

    expect(api.callsTo('POST', previewPath)[0].body).toEqual({ types: ['student'], class_ids: [11] });
    const byClass = screen.getByRole('table', { name: texts.by_class });
    expect(within(byClass).getByRole('cell', { name: '7.a' })).toBeInTheDocument();
    expect(screen.getByText(/Anna Āboliņa/)).toBeInTheDocument();
    expect(screen.getByText('and 22 more')).toBeInTheDocument();
    expect(api.callsTo('POST', removePath)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove 24 people' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Remove 24 people from Demo Secondary School? They lose access at once. This cannot be undone here.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove 24 people' }));

    expect(await screen.findByText('24 people removed.')).toBeInTheDocument();
    expect(api.callsTo('POST', removePath)[0].body).toEqual({
      types: ['student'],
      class_ids: [11],
      expected_count: 24,
    });
    await waitFor(() => expect(screen.queryByText('24 people will be removed.')).not.toBeInTheDocument());
  });

  it('removes nothing when the confirmation is cancelled, and shows a changed count as an error', async () => {
    const message = 'The selection now holds 25 people, not 24: something changed since the preview.';
    const api = stubSchool(failure(409, 'conflict', message));
    const user = userEvent.setup();
    await previewSevenA(user);

    await user.click(screen.getByRole('button', { name: 'Remove 24 people' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: en.common.cancel }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', removePath)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove 24 people' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove 24 people' }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { SurveyTagsScreen } from './SurveyTagsScreen';

afterEach(() => vi.unstubAllGlobals());

const path = '/admin/survey-tags/:id';
const wellbeing = { id: 3, name: { en: 'Wellbeing', lv: 'Labsajūta', ru: 'Благополучие' }, survey_count: 2 };

describe('SurveyTagsScreen', () => {
  it('creates a tag named in English and the survey languages written, refusing it without English', async () => {
    const made = { id: 4, name: { en: 'Climate', ru: 'Климат' } };
    const api = stubApi({
      'GET admin/survey-tags': [ok([]), ok([{ ...made, survey_count: 0 }])],
      'POST admin/survey-tags': { status: 201, body: { status: 201, data: { ...made, survey_count: 0 } } },
    });
    renderAt(<SurveyTagsScreen />, path, '/admin/survey-tags/new');
    expect(await screen.findByText(en.admin_surveys.tags.none)).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText(/Name \(Русский\)/), 'Климат');
    await userEvent.click(screen.getByRole('button', { name: en.admin_surveys.tags.create }));
    expect(await screen.findByText(en.back_office.localized.english_missing)).toBeInTheDocument();
    expect(api.callsTo('POST', 'admin/survey-tags')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/Name \(English\)/), 'Climate');
    await userEvent.click(screen.getByRole('button', { name: en.admin_surveys.tags.create }));
    await waitFor(() => expect(api.callsTo('POST', 'admin/survey-tags')).toHaveLength(1));
    expect(api.callsTo('POST', 'admin/survey-tags')[0].body).toEqual({ name: made.name });
    expect(await screen.findByRole('cell', { name: 'Climate' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'EN, RU' })).toBeInTheDocument();
  });

  it('renames the tag in the address and deletes one after confirming', async () => {
    const api = stubApi({
      'GET admin/survey-tags': [ok([wellbeing]), ok([])],
      'DELETE admin/survey-tags/3': ok({ ...wellbeing, unlinked_surveys: 2 }),
    });
    renderAt(<SurveyTagsScreen />, path, '/admin/survey-tags/3');
    expect(await screen.findByDisplayValue('Labsajūta')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: en.admin_surveys.tags.rename_title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete “Wellbeing”' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/It is taken off 2 surveys/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: en.admin_surveys.tags.delete_yes }));
    await waitFor(() => expect(api.callsTo('DELETE', 'admin/survey-tags/3')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/survey-tags/new'));
  });

  it('shows a refusal when the tags cannot be read', async () => {
    stubApi({ 'GET admin/survey-tags': failure(403, 'forbidden', 'Only a super-admin can do this') });
    renderAt(<SurveyTagsScreen />, path, '/admin/survey-tags/new');
    expect(await screen.findByText('Only a super-admin can do this')).toBeInTheDocument();
  });
});

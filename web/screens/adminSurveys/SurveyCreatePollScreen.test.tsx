import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { libraryRow } from '../../test/adminSurveysTestData';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { SurveyCreatePollScreen } from './SurveyCreatePollScreen';

afterEach(() => vi.unstubAllGlobals());

const path = '/survey/create-poll';
const tags = [{ id: 3, name: { en: 'Wellbeing', lv: 'Labsajūta', ru: 'Благополучие' }, survey_count: 1 }];
const listed = { status: 200, body: { status: 200, data: [libraryRow], meta: { total: 1 } } };
const created = {
  status: 201,
  body: { status: 201, data: { id: 77, uuid: 'e0b4c5d6-7f80-4a1b-9c2d-3e4f5a6b7c8d' } },
};

describe('SurveyCreatePollScreen', () => {
  it('creates a library survey named in the languages written, with tags, then opens the builder', async () => {
    const api = stubApi({
      'GET admin/surveys': listed,
      'GET admin/survey-tags': ok(tags),
      'POST surveys': created,
      'PUT admin/surveys/77/tags': ok([tags[0]]),
    });
    renderAt(<SurveyCreatePollScreen />, path);
    await userEvent.type(await screen.findByLabelText('Name (English)'), 'Teacher climate');
    await userEvent.type(screen.getByLabelText('Name (Latviešu)'), 'Skolotāju klimats');
    await userEvent.click(screen.getByRole('textbox', { name: en.admin_surveys.columns.tags }));
    await userEvent.click(await screen.findByRole('option', { name: 'Wellbeing', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: en.admin_surveys.create.submit }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/survey-builder/e0b4c5d6-7f80-4a1b-9c2d-3e4f5a6b7c8d',
      ),
    );
    expect(api.callsTo('POST', 'surveys')[0].body).toEqual({
      audience: 'student',
      title: 'Teacher climate',
      organization_id: null,
      titles: { en: 'Teacher climate', lv: 'Skolotāju klimats' },
    });
    expect(api.callsTo('PUT', 'admin/surveys/77/tags')[0].body).toEqual({ tag_ids: [3] });
  });

  it('asks for a name first, and shows the server refusal', async () => {
    const api = stubApi({
      'GET admin/surveys': listed,
      'GET admin/survey-tags': ok([]),
      'POST surveys': failure(403, 'forbidden', 'Only a super-admin can add to the library'),
    });
    renderAt(<SurveyCreatePollScreen />, path);
    await userEvent.click(screen.getByRole('button', { name: en.admin_surveys.create.submit }));
    expect(await screen.findByText(en.admin_surveys.create.name_required)).toBeInTheDocument();
    expect(api.callsTo('POST', 'surveys')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Name (Русский)'), 'Опрос');
    await userEvent.click(screen.getByRole('button', { name: en.admin_surveys.create.submit }));
    expect(await screen.findByText('Only a super-admin can add to the library')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });
});

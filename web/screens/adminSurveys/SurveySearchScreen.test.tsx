import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { libraryRow } from '../../test/adminSurveysTestData';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { SurveySearchScreen } from './SurveySearchScreen';

afterEach(() => vi.unstubAllGlobals());

const path = '/survey/search-surveys';
const match = {
  where: 'question',
  module_id: 'm1',
  question_id: 'safe',
  language: 'lv',
  text: 'Skolā jūtos droši.',
  version: 2,
};

describe('SurveySearchScreen', () => {
  it('searches as one types and shows where each survey matched', async () => {
    const api = stubApi({ 'GET admin/surveys/search': ok([{ ...libraryRow, matches: [match] }]) });
    renderAt(<SurveySearchScreen />, path);
    expect(screen.getByText(en.admin_surveys.search.hint)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: en.admin_surveys.search.label }), 'droši');
    expect(await screen.findByRole('link', { name: 'Student wellbeing' })).toBeInTheDocument();
    expect(screen.getByText(/Question safe · LV · version 2/)).toBeInTheDocument();
    expect(screen.getByText('droši').tagName).toBe('MARK');
    const urls = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(urls.at(-1)).toContain('q=dro%C5%A1i');
    expect(api.callsTo('GET', 'admin/surveys/search')).toHaveLength(1);
  });

  it('says when nothing contains the words, and shows a refusal', async () => {
    stubApi({
      'GET admin/surveys/search': [ok([]), failure(400, 'bad_request', 'q: must be at least 2 characters')],
    });
    renderAt(<SurveySearchScreen />, path);
    const box = screen.getByRole('textbox', { name: en.admin_surveys.search.label });
    await userEvent.type(box, 'zilonis');
    expect(await screen.findByText('No survey contains “zilonis”.')).toBeInTheDocument();
    await userEvent.type(box, 'x');
    await waitFor(() => expect(screen.getByText('q: must be at least 2 characters')).toBeInTheDocument());
  });
});

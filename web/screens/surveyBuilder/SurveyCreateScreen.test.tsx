import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { resetUser } from '../../auth/userStore';
import { surveyDetail, uuid } from '../../test/builderTestKit';
import { school, signInSchoolAdmin } from '../../test/schoolTestKit';
import { fieldLabel, ok, renderAt } from '../../test/screenTestKit';
import { SurveyCreateScreen } from './SurveyCreateScreen';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const create = en.survey_create;
const librarySurvey = {
  uuid: '11111111-2222-4333-8444-555555555555',
  title: { en: 'Student wellbeing', lv: 'Skolēnu labsajūta' },
  audience: 'teacher',
  library: true,
  question_count: 24,
  latest_version: null,
  can: { edit: false },
};

describe('SurveyCreateScreen', () => {
  it('creates a survey of the school from scratch and opens it in the builder', async () => {
    const api = await signInSchoolAdmin(
      { manage_survey_design: true },
      { 'POST surveys': { status: 201, body: { status: 201, data: surveyDetail() } } },
    );
    const user = userEvent.setup();
    renderAt(<SurveyCreateScreen />, '/survey/create');
    await user.click(screen.getByRole('button', { name: create.submit }));
    expect(await screen.findByText(create.title_required)).toBeInTheDocument();

    await user.type(screen.getByLabelText(fieldLabel(create.name)), 'Autumn check-in');
    await user.click(screen.getByRole('button', { name: create.submit }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/survey-builder/${uuid}`));
    expect(api.callsTo('POST', 'surveys')[0].body).toEqual({
      title: 'Autumn check-in',
      audience: 'student',
      organization_id: school.id,
    });
  });

  it('copies a library survey, taking its title and audience', async () => {
    const api = await signInSchoolAdmin(
      { manage_survey_design: true },
      {
        'GET surveys': ok([librarySurvey]),
        'POST surveys': { status: 201, body: { status: 201, data: surveyDetail() } },
      },
    );
    const user = userEvent.setup();
    renderAt(<SurveyCreateScreen />, '/survey/create');
    await user.click(screen.getByText(create.library));
    await user.click(screen.getByRole('button', { name: create.submit }));
    expect(await screen.findByText(create.copy_required)).toBeInTheDocument();

    await user.click(await screen.findByRole('radio', { name: /Student wellbeing/ }));
    expect(screen.getByLabelText(fieldLabel(create.name))).toHaveValue('Student wellbeing');
    await user.click(screen.getByRole('button', { name: create.submit }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/survey-builder/${uuid}`));
    expect(api.callsTo('POST', 'surveys')[0].body).toEqual({
      title: 'Student wellbeing',
      audience: 'teacher',
      organization_id: school.id,
      copy_from: librarySurvey.uuid,
    });
  });
});

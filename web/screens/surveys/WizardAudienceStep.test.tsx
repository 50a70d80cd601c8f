import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { resetUser } from '../../auth/userStore';
import type { SurveySummary } from '../../queries/surveyList';
import { renderScreen } from '../../test/renderScreen';
import { sevenA, signInSchoolAdmin } from '../../test/schoolTestKit';
import { WizardAudienceStep } from './WizardAudienceStep';
import { initialWizardState } from './wizardState';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const audience = en.survey_wizard.audience;
const survey: SurveySummary = {
  uuid: 'u-1',
  title: { en: 'Student wellbeing' },
  audience: 'student',
  library: true,
  question_count: 20,
  latest_version: null,
  can: { edit: false },
};
const club = {
  id: 4,
  name: 'Robotics club',
  parent_class_id: null,
  parent_class_name: null,
  member_count: 12,
};

function renderStep() {
  renderScreen(
    <WizardAudienceStep
      survey={survey}
      state={initialWizardState()}
      classes={[sevenA]}
      groups={[club]}
      onChange={() => {}}
    />,
  );
}

describe("the wizard's audience step", () => {
  it('says classes and groups for a school that has classes', async () => {
    await signInSchoolAdmin({ survey_management: true }, {});
    renderStep();
    expect(screen.getByText(audience.intro_student)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: audience.classes })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: audience.groups })).toBeInTheDocument();
    expect(screen.getByText(audience.student_count_none)).toBeInTheDocument();
  });

  it('says groups for its classes and respondent groups for the rest under the EU groups flag', async () => {
    await signInSchoolAdmin({ survey_management: true, 'list.eu_change_name_class_to_groups': true }, {});
    renderStep();
    expect(screen.getByText(audience.intro_student_groups)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: audience.classes_groups })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: audience.groups_groups })).toBeInTheDocument();
    expect(screen.getByText(audience.student_count_none_groups)).toBeInTheDocument();
    expect(screen.queryByText(/class/i)).not.toBeInTheDocument();
  });
});

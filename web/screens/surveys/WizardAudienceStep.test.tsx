import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { resetUser } from '../../auth/userStore';
import type { SurveySummary } from '../../queries/surveyList';
import { renderScreen } from '../../test/renderScreen';
import { sevenA, signInSchoolAdmin } from '../../test/schoolTestKit';
import { ok } from '../../test/screenTestKit';
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

describe('chosen classes without a class teacher', () => {
  const nineA = { ...sevenA, id: 12, name: '9.a', grade: 9, teacher_id: null, teacher: null };
  const nineB = { ...sevenA, id: 13, name: '9.b', grade: 9, teacher_id: null, teacher: null };
  const chosen = { ...initialWizardState(), grades: [9], classIds: [sevenA.id] };
  const teacher = {
    id: 21,
    user_id: 3,
    type: 'teacher',
    name: 'Tomass',
    surname: 'Bērziņš',
    email: null,
    class_teacher_of: [11],
    teaches_in: [],
  };

  it('are named, and someone who manages classes assigns one on the spot', async () => {
    const api = await signInSchoolAdmin(
      { survey_management: true, manage_respondents: true },
      { 'GET school/5/teachers': ok([teacher]), 'PATCH school/5/classes': ok([]) },
    );
    const user = userEvent.setup();
    renderScreen(
      <WizardAudienceStep
        survey={survey}
        state={chosen}
        classes={[nineB, sevenA, nineA]}
        groups={[]}
        onChange={() => {}}
      />,
    );
    const notice = screen
      .getByText(audience.no_class_teacher_title)
      .closest('[data-no-class-teacher]') as HTMLElement;
    expect(within(notice).getByText(/^9\.a, 9\.b:/)).toBeInTheDocument();
    const field = await within(notice).findByRole('textbox', { name: 'Class teacher of 9.a' });
    await user.click(field);
    const list = await waitFor(() => document.getElementById(field.getAttribute('aria-controls') ?? '')!);
    await user.click(within(list).getByRole('option', { name: 'Tomass Bērziņš', hidden: true }));
    await user.click(within(notice).getAllByRole('button', { name: audience.assign })[0]);
    await waitFor(() => expect(api.callsTo('PATCH', 'school/5/classes')).toHaveLength(1));
    expect(api.callsTo('PATCH', 'school/5/classes')[0].body).toEqual([
      expect.objectContaining({ id: 12, name: '9.a', teacher_id: 21 }),
    ]);
  });

  it('point someone who may not change classes to who can', async () => {
    await signInSchoolAdmin({ survey_management: true }, {});
    renderScreen(
      <WizardAudienceStep
        survey={survey}
        state={chosen}
        classes={[sevenA, nineA]}
        groups={[]}
        onChange={() => {}}
      />,
    );
    expect(screen.getByText(/^9\.a:/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: audience.classes_screen })).toHaveAttribute(
      'href',
      '/school/classes',
    );
    expect(screen.queryByRole('button', { name: audience.assign })).toBeNull();
  });
});

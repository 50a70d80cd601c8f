import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { resetUser } from '../../auth/userStore';
import { addDays, endOfDayIso, startOfDayIso, toDateInput } from '../../components/periods/periodDates';
import { school, signInSchoolAdmin } from '../../test/schoolTestKit';
import { failure, ok, renderAt } from '../../test/screenTestKit';
import { draftSurvey, periodDetail, schoolReplies, wellbeing } from '../../test/surveyTestKit';
import { SurveyWizardScreen } from './SurveyWizardScreen';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const periodsPath = `school/${school.id}/periods`;
const wizard = en.survey_wizard;

async function openWizard(url: string, postReplies: ReturnType<typeof ok>[]) {
  const api = await signInSchoolAdmin(
    { manage_survey_periods: true },
    {
      ...schoolReplies,
      'GET surveys': ok([draftSurvey, wellbeing]),
      [`POST ${periodsPath}`]: postReplies,
    },
  );
  renderAt(<SurveyWizardScreen />, '/survey/wizard/:id?', url);
  return { api, user: userEvent.setup() };
}

const next = () => screen.getByRole('button', { name: wizard.next });

// Six steps of clicks take a few seconds when every test file runs at once.
describe('SurveyWizardScreen', () => {
  it('runs a published survey for one class: sends the period, shows a 422, then opens the period', async () => {
    const { api, user } = await openWizard('/survey/wizard', [
      failure(422, 'validation_failed', 'Validation failed', [
        'audience.class_ids: not classes of this school: 11',
      ]),
      { status: 201, body: { status: 201, data: periodDetail } },
    ]);
    // Only surveys with a published version are offered.
    expect(await screen.findByRole('radio', { name: /Wellbeing/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Canteen/ })).not.toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Wellbeing/ }));
    await user.click(next());

    // The new step's heading takes the focus, so it is read out and Tab goes on from there.
    const audience = await screen.findByRole('heading', { name: wizard.headings.audience });
    await waitFor(() => expect(audience).toHaveFocus());
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '7.a' }));
    expect(screen.getByText('About 24 students in the chosen classes.')).toBeInTheDocument();
    await user.click(next());

    const [year, month, day] = toDateInput(new Date()).split('-').map(Number);
    expect(screen.getByRole('combobox', { name: `${wizard.dates.start}: Day` })).toHaveValue(String(day));
    expect(screen.getByRole('combobox', { name: `${wizard.dates.start}: Month` })).toHaveValue(String(month));
    expect(screen.getByRole('combobox', { name: `${wizard.dates.start}: Year` })).toHaveValue(String(year));
    expect(screen.getByText('Open for 15 days.')).toBeInTheDocument();
    await user.click(next());
    expect(screen.getByRole('radio', { name: /Anonymous/ })).toBeChecked();
    await user.click(next());
    expect(screen.getByRole('checkbox', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Latviešu' })).toBeChecked();
    await user.click(next());

    await user.click(screen.getByRole('button', { name: wizard.create }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('audience.class_ids: not classes of this school: 11');
    expect(screen.getByRole('button', { name: 'Go to: Audience' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/survey/wizard');

    await user.click(screen.getByRole('button', { name: wizard.create }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/school/surveys/42'));
    const posts = api.callsTo('POST', periodsPath);
    expect(posts).toHaveLength(2);
    const today = toDateInput(new Date());
    expect(posts[1].body).toEqual({
      survey_version_id: 31,
      name: expect.stringMatching(/^Wellbeing · /),
      starts_at: startOfDayIso(today),
      ends_at: endOfDayIso(toDateInput(addDays(new Date(), 14))),
      anonymous: true,
      results_detail: 'classes',
      languages: ['en', 'lv'],
      audience: {
        class_ids: [11],
        group_ids: [],
        grades: [],
        teachers: false,
        parents: false,
        public_link: false,
      },
    });
    expect(
      api.callsTo('POST', 'events').map((call) => (call.body as { category: string }).category),
    ).toContain('Survey builder');
  });

  it('preselects the survey the address names, and sends a whole grade as the grade alone', async () => {
    const { api, user } = await openWizard(`/survey/wizard/${wellbeing.uuid}`, [
      { status: 201, body: { status: 201, data: periodDetail } },
    ]);
    expect(await screen.findByRole('heading', { name: wizard.headings.audience })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '7.a' }));
    await user.click(screen.getByRole('checkbox', { name: 'Whole grade 7' }));
    expect(screen.getByRole('checkbox', { name: '7.b' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '7.b' })).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: /public link/ }));
    await user.click(next());
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: /Identified/ }));
    await user.click(next());
    await user.click(next());
    expect(screen.getByRole('cell', { name: 'grade 7, public link' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit: Privacy' }));
    expect(screen.getByRole('radio', { name: /Identified/ })).toBeChecked();
    await user.click(next());
    await user.click(next());
    const name = screen.getByLabelText(new RegExp(wizard.review.name));
    await user.clear(name);
    await user.type(name, 'Grade 7 wellbeing');
    await user.click(screen.getByRole('button', { name: wizard.create }));
    await waitFor(() => expect(api.callsTo('POST', periodsPath)).toHaveLength(1));
    expect(api.callsTo('POST', periodsPath)[0].body).toMatchObject({
      name: 'Grade 7 wellbeing',
      anonymous: false,
      audience: { class_ids: [], grades: [7], public_link: true },
    });
  });

  it('leads to New survey from its first step when the school may design one (issue 22)', async () => {
    await signInSchoolAdmin(
      { survey_management: true },
      { ...schoolReplies, 'GET surveys': ok([draftSurvey]) },
    );
    renderAt(<SurveyWizardScreen />, '/survey/wizard/:id?', '/survey/wizard');
    expect(await screen.findByRole('link', { name: en.survey_create.title })).toHaveAttribute(
      'href',
      '/survey/create',
    );
  });
});

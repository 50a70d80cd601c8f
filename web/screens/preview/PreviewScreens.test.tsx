import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleSurvey } from '../../../common/survey/surveyFixture';
import en from '../../../locales/en.json';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { PeriodPreviewScreen } from './PeriodPreviewScreen';
import { SurveyPreviewScreen } from './SurveyPreviewScreen';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const preview = (overrides: object = {}) => ({
  source: 'survey',
  name: null,
  languages: ['en', 'lv'],
  anonymous: false,
  version: 2,
  survey: sampleSurvey(),
  ...overrides,
});

async function fillToTheEnd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: en.poll.start }));
  await user.click(screen.getByRole('radio', { name: '7' }));
  const safety = screen.getByRole('radiogroup', { name: /I feel safe at school/ });
  await user.click(within(safety).getByRole('radio', { name: 'Agree' }));
  await user.click(screen.getByRole('button', { name: en.poll.next }));
  // A preview keeps no copy of its answers in the browser either.
  expect(localStorage.length).toBe(0);
  await user.click(await screen.findByRole('button', { name: en.poll.submit }));
}

describe('survey preview', () => {
  it('fills in like a respondent under the banner, sends nothing, and ends on the preview screen', async () => {
    const api = stubApi({ 'GET preview/surveys/student-wellbeing': ok(preview()) });
    const user = userEvent.setup();
    renderAt(<SurveyPreviewScreen />, '/preview/survey/:slug', '/preview/survey/student-wellbeing');
    expect(await screen.findByText(en.preview.banner.title)).toBeInTheDocument();
    await fillToTheEnd(user);
    expect(await screen.findByText(en.preview.finished.title)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(localStorage.getItem('balss.preview.survey.student-wellbeing')).toBeNull();

    await user.click(screen.getByRole('button', { name: en.preview.finished.again }));
    expect(await screen.findByRole('button', { name: en.poll.start })).toBeInTheDocument();
  });

  it('says clearly when the survey cannot be previewed', async () => {
    stubApi({ 'GET preview/surveys/someone-elses': failure(404, 'not_found', 'Survey not found') });
    renderAt(<SurveyPreviewScreen />, '/preview/survey/:slug', '/preview/survey/someone-elses');
    expect(await screen.findByText(en.preview.errors.not_found.title)).toBeInTheDocument();
  });
});

describe("a period's preview", () => {
  it('names the period in the banner and leads back to it when done', async () => {
    stubApi({
      'GET school/preview/polls/41': ok(preview({ source: 'period', name: 'Spring 2026', anonymous: true })),
    });
    const user = userEvent.setup();
    renderAt(<PeriodPreviewScreen />, '/school/preview/survey/:pollId', '/school/preview/survey/41');
    expect(await screen.findByText(/“Spring 2026”/)).toBeInTheDocument();
    await fillToTheEnd(user);
    await user.click(await screen.findByRole('link', { name: en.preview.back_to_period }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/school/surveys/41'));
  });

  it('explains a refusal', async () => {
    stubApi({
      'GET school/preview/polls/41': failure(403, 'forbidden', 'You need the view_survey_periods permission'),
    });
    renderAt(<PeriodPreviewScreen />, '/school/preview/survey/:pollId', '/school/preview/survey/41');
    expect(await screen.findByText(en.preview.errors.forbidden.title)).toBeInTheDocument();
  });
});

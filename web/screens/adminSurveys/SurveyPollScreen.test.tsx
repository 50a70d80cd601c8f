import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { surveyDetail } from '../../test/adminSurveysTestData';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { SurveyPollScreen } from './SurveyPollScreen';

afterEach(() => vi.unstubAllGlobals());

const path = '/survey/poll/:id/:tab?';
const version = {
  id: 11,
  number: 2,
  languages: ['en', 'lv'],
  published_at: '2026-03-01T10:00:00Z',
  question_count: 12,
  published_by: 'Sandra Super',
};
const period = {
  id: 90,
  name: 'Spring 2026',
  organization: { id: 41, name: 'Demo Secondary School', type: 'school' },
  parent_period_id: null,
  version_number: 2,
  starts_at: '2026-03-02T00:00:00Z',
  ends_at: '2026-03-20T00:00:00Z',
  closed_at: null,
  status: 'closed',
  anonymous: true,
  expected_count: 300,
  finished_count: 251,
};

describe('SurveyPollScreen', () => {
  it('shows the overview, moves between tabs in the address, and lists versions and periods', async () => {
    stubApi({
      'GET admin/surveys/5': ok(surveyDetail),
      'GET admin/surveys/5/versions': ok([version]),
      'GET admin/surveys/5/periods': ok([period]),
    });
    renderAt(<SurveyPollScreen />, path, '/survey/poll/5');
    expect(await screen.findByRole('heading', { name: 'Student wellbeing' })).toBeInTheDocument();
    expect(screen.getByText('Skolēnu labsajūta')).toBeInTheDocument();
    expect(screen.getByText('Jan 10, 2026 by Sandra Super')).toBeInTheDocument();
    expect(screen.getByText('revision 7, 12 questions')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: en.admin_surveys.poll.tabs.versions }));
    expect(screen.getByTestId('location')).toHaveTextContent('/survey/poll/5/versions');
    expect(await screen.findByRole('link', { name: 'Read version 2' })).toHaveAttribute(
      'href',
      '/survey/survey/5?version=2',
    );
    expect(screen.getByText('EN, LV')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: en.admin_surveys.poll.tabs.periods }));
    expect(await screen.findByText('Spring 2026')).toBeInTheDocument();
    expect(screen.getByText('251 of 300')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.admin_surveys.periods.manage })).toHaveAttribute(
      'href',
      '/admin/survey-periods/5',
    );
  });

  it('archives after confirming', async () => {
    const api = stubApi({
      'GET admin/surveys/5': [
        ok(surveyDetail),
        ok({ ...surveyDetail, archived: true, archived_at: '2026-04-01T00:00:00Z' }),
      ],
      'PUT admin/surveys/5/archived': ok({
        ...surveyDetail,
        archived: true,
        archived_at: '2026-04-01T00:00:00Z',
      }),
    });
    renderAt(<SurveyPollScreen />, path, '/survey/poll/5/overview');
    await userEvent.click(await screen.findByRole('button', { name: en.admin_surveys.overview.archive }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      (await screen.findAllByRole('button', { name: en.admin_surveys.overview.archive })).find((button) =>
        dialog.contains(button),
      ) as HTMLElement,
    );
    await waitFor(() => expect(api.callsTo('PUT', 'admin/surveys/5/archived')).toHaveLength(1));
    expect(api.callsTo('PUT', 'admin/surveys/5/archived')[0].body).toEqual({ archived: true });
    expect(await screen.findByText('Archived on Apr 1, 2026')).toBeInTheDocument();
  });

  it('shows an empty periods tab, and a refusal for an unknown survey', async () => {
    stubApi({ 'GET admin/surveys/5': ok(surveyDetail), 'GET admin/surveys/5/periods': ok([]) });
    const first = renderAt(<SurveyPollScreen />, path, '/survey/poll/5/periods');
    expect(await screen.findByText(en.admin_surveys.periods.none)).toBeInTheDocument();
    first.unmount();
    stubApi({ 'GET admin/surveys/6': failure(404, 'not_found', 'Survey not found') });
    renderAt(<SurveyPollScreen />, path, '/survey/poll/6/tags');
    expect(await screen.findByText('Survey not found')).toBeInTheDocument();
  });
});

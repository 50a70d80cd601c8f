import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { resetUser } from '../../auth/userStore';
import { school, signInSchoolAdmin } from '../../test/schoolTestKit';
import { ok, renderAt } from '../../test/screenTestKit';
import { periodDetail, schoolReplies } from '../../test/surveyTestKit';
import { PeriodsScreen } from './PeriodsScreen';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const { classes, identified_polls, public_link, ...base } = periodDetail;
const thisYear = {
  ...base,
  id: 1,
  name: 'Rudens 2026',
  school_year: { year: 2026, name: 'Mācību gads 2026' },
};
const lastYear = { ...base, id: 2, name: 'Pavasaris 2026', school_year: { year: 2025, name: '2025/26' } };

describe('the school periods list', () => {
  it("offers the periods' school years, named as the school names them, and shows one year's periods", async () => {
    await signInSchoolAdmin(
      { view_survey_periods: true },
      { ...schoolReplies, [`GET school/${school.id}/periods`]: ok([thisYear, lastYear]) },
    );
    renderAt(<PeriodsScreen />, '/school/surveys');
    expect(await screen.findByRole('link', { name: 'Pavasaris 2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: en.survey_periods.school_year }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mācību gads 2026', hidden: true }));
    expect(await screen.findByRole('link', { name: 'Rudens 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pavasaris 2026' })).not.toBeInTheDocument();
  });

  it('leads to New survey from its header and from the empty list of own surveys (issue 22)', async () => {
    await signInSchoolAdmin(
      { survey_management: true },
      { ...schoolReplies, [`GET school/${school.id}/periods`]: ok([]), 'GET surveys': ok([]) },
    );
    renderAt(<PeriodsScreen />, '/school/surveys');
    expect(await screen.findByText(en.survey_periods.own.none)).toBeInTheDocument();
    const newSurvey = screen.getAllByRole('link', { name: en.survey_create.title });
    // One beside Run a survey, one in the empty state, both to the create screen.
    expect(newSurvey).toHaveLength(2);
    for (const link of newSurvey) expect(link).toHaveAttribute('href', '/survey/create');
    expect(screen.getByRole('link', { name: en.survey_periods.run })).toHaveAttribute(
      'href',
      '/survey/wizard',
    );
  });

  it('offers New survey only to those who may design one', async () => {
    await signInSchoolAdmin(
      { view_survey_periods: true, view_survey_design: true },
      { ...schoolReplies, [`GET school/${school.id}/periods`]: ok([]), 'GET surveys': ok([]) },
    );
    renderAt(<PeriodsScreen />, '/school/surveys');
    expect(await screen.findByText(en.survey_periods.own.none)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: en.survey_create.title })).not.toBeInTheDocument();
  });
});

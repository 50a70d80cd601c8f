import { describe, expect, it } from 'vitest';
import { endOfDayIso, startOfDayIso } from '../../components/periods/periodDates';
import { wellbeing } from '../../test/surveyTestKit';
import {
  buildPeriodBody,
  chooseSurvey,
  datesProblem,
  initialWizardState,
  stepComplete,
  stepForError,
} from './wizardState';

const today = new Date(2026, 2, 2, 10, 30);
const teacherSurvey = { ...wellbeing, audience: 'teacher' as const };
const parentSurvey = { ...wellbeing, audience: 'parent' as const };

describe('wizard state', () => {
  it('starts today and ends two weeks later, anonymous; choosing a survey takes its languages', () => {
    const state = chooseSurvey(initialWizardState(today), wellbeing);
    expect(state).toMatchObject({ startDate: '2026-03-02', endDate: '2026-03-16', anonymous: true });
    expect(state.languages).toEqual(['en', 'lv']);
    expect(stepComplete('audience', state, wellbeing)).toBe(false);
    expect(stepComplete('audience', { ...state, publicLink: true }, wellbeing)).toBe(true);
  });

  it('asks the teachers of a teacher survey by default, and sends no classes with it', () => {
    const state = {
      ...chooseSurvey(initialWizardState(today), teacherSurvey),
      classIds: [11],
      name: 'Staff',
    };
    expect(stepComplete('audience', state, teacherSurvey)).toBe(true);
    expect(buildPeriodBody(state, teacherSurvey, new Map()).audience).toEqual({
      class_ids: [],
      group_ids: [],
      grades: [],
      teachers: true,
      parents: false,
      public_link: false,
    });
  });

  it('narrows a parent survey to the chosen classes only while parents are asked', () => {
    const base = {
      ...chooseSurvey(initialWizardState(today), parentSurvey),
      classIds: [11],
      name: 'Parents',
    };
    expect(buildPeriodBody(base, parentSurvey, new Map()).audience).toMatchObject({
      class_ids: [11],
      parents: true,
    });
    const linkOnly = { ...base, parents: false, publicLink: true };
    expect(buildPeriodBody(linkOnly, parentSurvey, new Map()).audience).toMatchObject({
      class_ids: [],
      parents: false,
      public_link: true,
    });
  });

  it('sends the first day from its start and the last day to its end', () => {
    const state = { ...chooseSurvey(initialWizardState(today), wellbeing), grades: [7], name: ' Spring ' };
    const body = buildPeriodBody(state, wellbeing, new Map());
    expect(body).toMatchObject({ name: 'Spring', survey_version_id: 31, audience: { grades: [7] } });
    expect(body.starts_at).toBe(startOfDayIso('2026-03-02'));
    expect(body.ends_at).toBe(endOfDayIso('2026-03-16'));
    expect(new Date(body.ends_at).getDate()).toBe(16);
  });

  it('finds what is wrong with the dates', () => {
    const state = initialWizardState(today);
    expect(datesProblem(state, today)).toBeNull();
    expect(datesProblem({ ...state, endDate: '2026-03-01' }, today)).toBe('end_before_start');
    expect(datesProblem({ ...state, startDate: '2026-02-01', endDate: '2026-02-20' }, today)).toBe(
      'end_in_past',
    );
    expect(datesProblem({ ...state, endDate: '2026-02-31' }, today)).toBe('invalid');
  });

  it('sends the user back to the step a server error names', () => {
    expect(stepForError('audience.class_ids: not classes of this school: 11')).toBe('audience');
    expect(stepForError('ends_at: must be in the future')).toBe('dates');
    expect(stepForError('languages: not published in this version: ru')).toBe('languages');
    expect(stepForError('Something else')).toBeNull();
  });
});

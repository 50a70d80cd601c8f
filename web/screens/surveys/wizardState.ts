import type { SurveyLanguage } from '../../../common/languages';
import type { ResultsDetail } from '../../../common/results/types';
import {
  defaultDates,
  endOfDayIso,
  parseDateInput,
  startOfDayIso,
  toDateInput,
} from '../../components/periods/periodDates';
import type { NewPeriod } from '../../queries/periods';
import type { SurveySummary } from '../../queries/surveyList';

export const wizardSteps = ['survey', 'audience', 'dates', 'privacy', 'languages', 'review'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** What the wizard has chosen so far. */
export type WizardState = {
  surveyUuid: string | null;
  classIds: number[];
  grades: number[];
  groupIds: number[];
  teachers: boolean;
  parents: boolean;
  publicLink: boolean;
  startDate: string;
  endDate: string;
  anonymous: boolean;
  resultsDetail: ResultsDetail;
  languages: SurveyLanguage[];
  /** null until the user types one: the default name follows the survey. */
  name: string | null;
};

export type WizardPatch = Partial<WizardState>;

export function initialWizardState(today: Date = new Date()): WizardState {
  return {
    surveyUuid: null,
    classIds: [],
    grades: [],
    groupIds: [],
    teachers: false,
    parents: false,
    publicLink: false,
    ...defaultDates(today),
    anonymous: true,
    resultsDetail: 'classes',
    languages: [],
    name: null,
  };
}

/** Choosing a survey resets what depends on it: its audience and its published languages. */
export function chooseSurvey(state: WizardState, survey: SurveySummary): WizardState {
  return {
    ...state,
    surveyUuid: survey.uuid,
    classIds: [],
    grades: [],
    groupIds: [],
    teachers: survey.audience === 'teacher' || survey.audience === 'staff',
    parents: survey.audience === 'parent',
    publicLink: false,
    languages: [...(survey.latest_version?.languages ?? [])],
  };
}

export function hasAudience(state: WizardState, survey: SurveySummary | undefined): boolean {
  if (!survey) return false;
  if (state.publicLink) return true;
  if (survey.audience === 'student')
    return state.classIds.length > 0 || state.grades.length > 0 || state.groupIds.length > 0;
  if (survey.audience === 'parent') return state.parents;
  return state.teachers;
}

/** What is wrong with the dates, as a key under survey_wizard.dates, or null. */
export function datesProblem(state: WizardState, today: Date = new Date()): string | null {
  const start = parseDateInput(state.startDate);
  const end = parseDateInput(state.endDate);
  if (!start || !end) return 'invalid';
  if (end < start) return 'end_before_start';
  if (state.endDate < toDateInput(today)) return 'end_in_past';
  return null;
}

/** Whether the wizard may go on from a step. */
export function stepComplete(
  step: WizardStep,
  state: WizardState,
  survey: SurveySummary | undefined,
): boolean {
  switch (step) {
    case 'survey':
      return !!survey?.latest_version;
    case 'audience':
      return hasAudience(state, survey);
    case 'dates':
      return datesProblem(state) === null;
    case 'privacy':
      return true;
    case 'languages':
      return state.languages.length > 0;
    case 'review':
      return (state.name ?? '').trim().length > 0;
  }
}

/** Which step a server field error (`audience.class_ids: …`) sends the user back to. */
export function stepForError(line: string): WizardStep | null {
  const field = line.split(':')[0].trim();
  if (field.startsWith('audience')) return 'audience';
  if (field === 'starts_at' || field === 'ends_at') return 'dates';
  if (field === 'languages') return 'languages';
  if (field === 'survey_version_id') return 'survey';
  if (field === 'name') return 'review';
  return null;
}

/**
 * The POST body: classes inside a whole chosen grade are sent only as the grade; only the
 * audience that fits the survey is sent.
 */
export function buildPeriodBody(
  state: WizardState,
  survey: SurveySummary,
  classGrades: Map<number, number | null>,
): NewPeriod {
  const forStudents = survey.audience === 'student' || (survey.audience === 'parent' && state.parents);
  const classIds = state.classIds.filter((id) => !state.grades.includes(classGrades.get(id) ?? -1));
  return {
    survey_version_id: survey.latest_version?.id ?? 0,
    name: (state.name ?? '').trim(),
    starts_at: startOfDayIso(state.startDate),
    ends_at: endOfDayIso(state.endDate),
    anonymous: state.anonymous,
    results_detail: state.resultsDetail,
    languages: state.languages,
    audience: {
      class_ids: forStudents ? classIds : [],
      group_ids: forStudents ? state.groupIds : [],
      grades: forStudents ? state.grades : [],
      teachers: survey.audience === 'teacher' || survey.audience === 'staff' ? state.teachers : false,
      parents: survey.audience === 'parent' ? state.parents : false,
      public_link: state.publicLink,
    },
  };
}

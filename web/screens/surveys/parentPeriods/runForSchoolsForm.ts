import type { SurveyLanguage } from '../../../../common/languages';
import { defaultDates, endOfDayIso, startOfDayIso } from '../../../components/periods/periodDates';
import type { NewParentPeriod } from '../../../queries/parentPeriods';
import type { SurveySummary } from '../../../queries/surveyList';

/** What the "Run for my schools" form holds before it becomes a parent period. */
export type RunForSchoolsForm = {
  surveyUuid: string | null;
  name: string;
  allSchools: boolean;
  schoolIds: number[];
  startDate: string;
  endDate: string;
  grades: number[];
  teachers: boolean;
  parents: boolean;
  publicLink: boolean;
  anonymous: boolean;
  languages: SurveyLanguage[];
};

export function initialRunForm(today = new Date()): RunForSchoolsForm {
  const { startDate, endDate } = defaultDates(today);
  return {
    surveyUuid: null,
    name: '',
    allSchools: true,
    schoolIds: [],
    startDate,
    endDate,
    grades: [],
    teachers: false,
    parents: false,
    publicLink: false,
    anonymous: true,
    languages: [],
  };
}

/** The audience fields for a newly chosen survey: its own respondents asked, nothing of another audience kept. */
export function audienceFor(
  audience: SurveySummary['audience'] | undefined,
): Pick<RunForSchoolsForm, 'grades' | 'teachers' | 'parents'> {
  return {
    grades: [],
    teachers: audience === 'teacher' || audience === 'staff',
    parents: audience === 'parent',
  };
}

/** The first thing missing, as a translation key under parent_periods.run.missing, or null. */
export function runFormProblem(form: RunForSchoolsForm, survey: SurveySummary | undefined): string | null {
  if (!survey?.latest_version) return 'survey';
  if (!form.name.trim()) return 'name';
  if (!form.allSchools && form.schoolIds.length === 0) return 'schools';
  if (!form.startDate || !form.endDate || form.endDate < form.startDate) return 'dates';
  if (!form.grades.length && !form.teachers && !form.parents && !form.publicLink) return 'audience';
  if (!form.languages.length) return 'languages';
  return null;
}

export function buildParentPeriodBody(
  form: RunForSchoolsForm,
  survey: SurveySummary & { latest_version: NonNullable<SurveySummary['latest_version']> },
  allSchoolIds: number[],
): NewParentPeriod {
  return {
    survey_version_id: survey.latest_version.id,
    name: form.name.trim(),
    starts_at: startOfDayIso(form.startDate),
    ends_at: endOfDayIso(form.endDate),
    anonymous: form.anonymous,
    languages: form.languages,
    audience: {
      grades: form.grades,
      teachers: form.teachers,
      parents: form.parents,
      public_link: form.publicLink,
    },
    school_ids: form.allSchools ? allSchoolIds : form.schoolIds,
  };
}

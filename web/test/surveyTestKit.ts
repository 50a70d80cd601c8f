import type { PeriodDetail } from '../queries/periods';
import type { SurveySummary } from '../queries/surveyList';
import { school, sevenA } from './schoolTestKit';
import { ok } from './screenTestKit';

/** A published library survey for students, in en and lv. */
export const wellbeing: SurveySummary = {
  uuid: '5b0c8f3e-8d7a-4c1e-9a51-3f2e1d0c9b8a',
  title: { en: 'Wellbeing', lv: 'Labsajūta' },
  audience: 'student',
  library: true,
  question_count: 7,
  latest_version: {
    id: 31,
    number: 2,
    languages: ['en', 'lv'],
    published_at: '2025-01-10T10:00:00.000Z',
    question_count: 7,
  },
  can: { edit: false },
};

/** The school's own survey, still a draft: it cannot run. */
export const draftSurvey: SurveySummary = {
  ...wellbeing,
  uuid: '0e7f6a5b-4c3d-4b2a-8f1e-0d9c8b7a6f5e',
  title: { en: 'Canteen' },
  library: false,
  latest_version: null,
  can: { edit: true },
};

export const sevenB = { ...sevenA, id: 12, name: '7.b', num_students: 20, students_registered: 0 };
export const eightA = { ...sevenA, id: 13, name: '8.a', grade: 8, num_students: 22, students_registered: 0 };

export const periodDetail: PeriodDetail = {
  id: 42,
  name: 'Wellbeing · autumn',
  survey: { uuid: wellbeing.uuid, title: wellbeing.title, audience: 'student' },
  survey_version_id: 31,
  version: 2,
  starts_at: '2025-01-01T00:00:00.000Z',
  ends_at: '2999-01-15T21:59:59.000Z',
  closed_at: null,
  status: 'open',
  anonymous: true,
  results_detail: 'classes',
  languages: ['en', 'lv'],
  audience: { classIds: [11], groupIds: [], grades: [], teachers: false, parents: false, publicLink: true },
  progress: { finished: 6, expected: 24 },
  identified_polls: 2,
  classes: [
    {
      poll_id: 77,
      class_id: 11,
      class_name: '7.a',
      expected: 24,
      finished: 6,
      url_token: 'class-token-7a',
      codes: 0,
      codes_used: 0,
    },
  ],
  public_link: 'public-token',
};

/** Replies every survey screen needs: classes, groups, and the usage events it sends. */
export const schoolReplies = {
  [`GET school/${school.id}/classes`]: ok([sevenA, sevenB, eightA]),
  [`GET school/${school.id}/groups`]: ok([]),
  'POST events': ok({}),
  'POST log': ok({}),
};

import { sampleSurvey } from '../../common/survey/surveyFixture';
import type { AdminSurveyDetail, AdminSurveyRow } from '../queries/adminSurveys';

/** Back-office survey replies shared by the screen tests. */
export const libraryRow: AdminSurveyRow = {
  id: 5,
  uuid: '4c1f2b7e-2d7a-4a55-9d0c-3c2f4a1e0b11',
  title: { en: 'Student wellbeing', lv: 'Skolēnu labsajūta', ru: 'Благополучие учеников' },
  audience: 'student',
  owner: null,
  latest_version: {
    id: 11,
    number: 2,
    languages: ['en', 'lv', 'ru'],
    published_at: '2026-03-01T10:00:00Z',
    question_count: 12,
  },
  tags: [{ id: 3, name: { en: 'Wellbeing', lv: 'Labsajūta', ru: 'Благополучие' } }],
  period_count: 4,
  archived: false,
  updated_at: '2026-03-01T10:00:00Z',
};

export const schoolRow: AdminSurveyRow = {
  ...libraryRow,
  id: 8,
  uuid: '8d2e4c6a-1b3f-4e5d-8a7c-9b0e1f2a3c4d',
  title: { en: 'Canteen', lv: 'Ēdnīca' },
  audience: 'parent',
  owner: { id: 41, name: 'Demo Secondary School', type: 'school' },
  latest_version: null,
  tags: [],
  period_count: 0,
};

export const surveyDetail: AdminSurveyDetail = {
  ...libraryRow,
  slug: 'student-wellbeing',
  created_at: '2026-01-10T08:00:00Z',
  created_by: 'Sandra Super',
  copied_from: null,
  draft_revision: 7,
  draft_question_count: 12,
  archived_at: null,
};

export const documentReply = {
  survey: { id: 5, title: libraryRow.title, audience: 'student', owner: null },
  version: {
    ...libraryRow.latest_version,
    published_by: 'Sandra Super',
    content: sampleSurvey(),
  },
};

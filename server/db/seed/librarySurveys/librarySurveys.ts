import type { SurveyContent } from '../../../../common/survey/content';
import type { SurveyAudience } from '../../schema/surveys';
import { parentSurvey } from './parentSurvey';
import { studentWellbeingSurvey } from './studentWellbeing';
import { teacherSurvey } from './teacherSurvey';

export type LibrarySurvey = { slug: string; audience: SurveyAudience; content: SurveyContent };

/** The surveys every installation's library starts with, published in en, lv and ru. */
export const librarySurveys: LibrarySurvey[] = [
  { slug: 'student-wellbeing', audience: 'student', content: studentWellbeingSurvey },
  { slug: 'teacher-survey', audience: 'teacher', content: teacherSurvey },
  { slug: 'parent-survey', audience: 'parent', content: parentSurvey },
];

import { loadScreen } from '../loadScreen';
import type { AppRoute } from '../routeTypes';

/** Surveys: the builder, the wizard, the periods screen, and filling in polls (spec §2). */
export const surveyRoutes: AppRoute[] = [
  {
    path: '/student/poll/:pollId/:identityId',
    aliases: ['/school/teacher/poll/:pollId/:identityId'],
    title: 'pages.poll.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/poll/IdentifiedPollScreen'),
      (m) => m.IdentifiedPollScreen,
    ),
  },
  {
    path: '/teacher/poll/:pollUrl',
    aliases: ['/p/:pollUrl'],
    title: 'pages.poll.title',
    screen: loadScreen(
      () => import('../../screens/poll/LinkPollScreen'),
      (m) => m.LinkPollScreen,
    ),
  },
  {
    path: '/kods',
    title: 'poll.code.title',
    screen: loadScreen(
      () => import('../../screens/poll/CodeEntryScreen'),
      (m) => m.CodeEntryScreen,
    ),
  },
  // Previews save nothing: a survey by slug (library: anyone), a period as its respondents see it.
  {
    path: '/preview/survey/:slug',
    title: 'preview.page_title',
    screen: loadScreen(
      () => import('../../screens/preview/SurveyPreviewScreen'),
      (m) => m.SurveyPreviewScreen,
    ),
  },
  {
    path: '/school/preview/survey/:pollId',
    title: 'preview.page_title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/preview/PeriodPreviewScreen'),
      (m) => m.PeriodPreviewScreen,
    ),
  },
  // The public self-assessment: no account; the results' random id is the private link.
  {
    path: '/self-assessment',
    title: 'self_assessment.page_title',
    screen: loadScreen(
      () => import('../../screens/selfAssessment/SelfAssessmentScreen'),
      (m) => m.SelfAssessmentScreen,
    ),
  },
  {
    path: '/self-assessment/results/:id',
    title: 'self_assessment.results.page_title',
    screen: loadScreen(
      () => import('../../screens/selfAssessment/SelfAssessmentResultsScreen'),
      (m) => m.SelfAssessmentResultsScreen,
    ),
  },
  // The survey builder: a viewer of survey designs sees it read-only.
  { path: '/survey-builder/:version/:uuid', redirect: '/survey-builder/:uuid' },
  {
    path: '/survey-builder/:uuid',
    title: 'pages.survey_builder.title',
    loginRequired: true,
    permissions: ['view_survey_design', 'manage_survey_design', 'survey_management'],
    screen: loadScreen(
      () => import('../../screens/surveyBuilder/SurveyBuilderScreen'),
      (m) => m.SurveyBuilderScreen,
    ),
  },
  {
    path: '/survey/create',
    title: 'pages.survey_create.title',
    loginRequired: true,
    permissions: ['manage_survey_design', 'survey_management'],
    screen: loadScreen(
      () => import('../../screens/surveyBuilder/SurveyCreateScreen'),
      (m) => m.SurveyCreateScreen,
    ),
  },
  // Running a survey: the wizard (spec: login only; the screen asks for manage_survey_periods) and the periods.
  {
    path: '/survey/wizard/:id?',
    title: 'pages.survey_wizard.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/surveys/SurveyWizardScreen'),
      (m) => m.SurveyWizardScreen,
    ),
  },
  // A teacher's own classes: their links and access codes, to run a survey in a lesson.
  {
    path: '/school/teacher/class-links',
    title: 'class_links.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/surveys/TeacherClassLinksScreen'),
      (m) => m.TeacherClassLinksScreen,
    ),
  },
  {
    path: '/school/surveys/:poll?',
    aliases: ['/organization/surveys/:poll?'],
    title: 'pages.school_surveys.title',
    loginRequired: true,
    permissions: ['view_survey_design', 'view_survey_periods'],
    screen: loadScreen(
      () => import('../../screens/surveys/PeriodsScreen'),
      (m) => m.PeriodsScreen,
    ),
  },
];

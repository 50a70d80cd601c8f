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
    title: 'pages.poll.title',
    screen: loadScreen(
      () => import('../../screens/poll/LinkPollScreen'),
      (m) => m.LinkPollScreen,
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

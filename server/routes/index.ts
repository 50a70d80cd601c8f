import type { RouteModule } from '../deps';
import { actionPlanRoutes } from './actionPlans/actionPlans';
import { adminRoutes } from './admin/admin';
import { adminOrganizationRoutes } from './adminOrganizations/adminOrganizations';
import { adminPeriodRoutes } from './adminPeriods/adminPeriods';
import { adminSchoolRoutes } from './adminSchools/adminSchools';
import { adminSuperAdminRoutes } from './adminSuperAdmins/adminSuperAdmins';
import { adminSurveyRoutes } from './adminSurveys/adminSurveys';
import { adminSurveyTagRoutes } from './adminSurveys/adminSurveyTags';
import { adminUserRoutes } from './adminUsers/adminUsers';
import { apiDescriptionRoutes } from './apiDescription/apiDescription';
import { authRoutes } from './auth/auth';
import { tokenizedRoutes } from './auth/tokenized';
import { batchRoutes } from './batch/batch';
import { benchmarkRoutes } from './benchmarks/benchmarks';
import { classBulkRoutes } from './classBulk/classBulk';
import { classRoutes } from './classes/classes';
import { classSessionRoutes } from './classSessions/classSessions';
import { clientDataUploadRoutes } from './clientDataUploads/clientDataUploads';
import { codeGeneratorRoutes } from './codeGenerator/codeGenerator';
import { customLinkRoutes } from './customLinks/customLinks';
import { dashboardCardRoutes } from './dashboardCards/dashboardCards';
import { dashboardRoutes } from './dashboards/dashboards';
import { eventLogRoutes } from './eventLog/eventLog';
import { eventRoutes } from './events/events';
import { fileStoreRoutes } from './fileStore/fileStore';
import { groupRoutes } from './groups/groups';
import { healthRoutes } from './health/health';
import { identityRoutes } from './identities/identities';
import { adminImportRoutes } from './imports/adminImports';
import { importRoutes } from './imports/imports';
import { schoolYearRoutes } from './imports/schoolYear';
import { invitationCampaignRoutes } from './invitationCampaigns/invitationCampaigns';
import { personalLinkRoutes } from './invitationCampaigns/personalLinks';
import { schoolReminderRoutes } from './invitationCampaigns/schoolReminders';
import { invitationRoutes } from './invitations/invitations';
import { languageRoutes } from './languages/languages';
import { logRoutes } from './logs/logs';
import { metricsRoutes } from './metrics/metrics';
import { organizationAccessRoutes } from './organizationAccess/organizationAccess';
import { organizationCatalogueRoutes } from './organizationCatalogue/organizationCatalogue';
import { organizationRoutes } from './organizations/organizations';
import { childPeriodRoutes } from './parentPeriods/childPeriods';
import { parentPeriodRoutes } from './parentPeriods/parentPeriods';
import { passwordRoutes } from './passwords/passwords';
import { periodRoutes } from './periods/periods';
import { pollRoutes } from './polls/polls';
import { previewRoutes } from './previews/previews';
import { printViewRoutes } from './printViews/printViews';
import { respondentRemovalRoutes } from './respondentRemoval/respondentRemoval';
import { resultExportRoutes } from './resultExports/resultExports';
import { resultFilterRoutes } from './resultFilters/resultFilters';
import { resultShareRoutes } from './resultShares/resultShares';
import { resultsRoutes } from './results/results';
import { schoolAdminRoutes } from './schoolAdmins/schoolAdmins';
import { schoolsViewRoutes } from './schoolsView/schoolsView';
import { schoolUserRoutes } from './schoolUsers/schoolUsers';
import { seenItemRoutes } from './seenItems/seenItems';
import { selfAssessmentRoutes } from './selfAssessments/selfAssessments';
import { ssoRoutes } from './sso/sso';
import { studentRoutes } from './students/students';
import { subjectRoutes } from './subjects/subjects';
import { successPlanRoutes } from './successPlans/successPlans';
import { surveyPackageRoutes } from './surveyPackages/surveyPackages';
import { surveyRoutes } from './surveys/surveys';
import { teacherClassLinkRoutes } from './teacherClassLinks/teacherClassLinks';
import { teacherRoutes } from './teachers/teachers';
import { termsRoutes } from './terms/terms';
import { termsEditorRoutes } from './termsEditor/termsEditor';
import { translationEditorRoutes } from './translationEditor/translationEditor';
import { translationRoutes } from './translations/translations';
import { profileRoutes } from './user/profile';
import { userRoutes } from './user/user';
import { wordcloudRoutes } from './wordcloud/wordcloud';

export const routeModules: RouteModule[] = [
  healthRoutes,
  batchRoutes,
  eventRoutes,
  logRoutes,
  translationRoutes,
  organizationRoutes,
  authRoutes,
  userRoutes,
  identityRoutes,
  termsRoutes,
  passwordRoutes,
  invitationRoutes,
  tokenizedRoutes,
  profileRoutes,
  adminRoutes,
  eventLogRoutes,
  metricsRoutes,
  termsEditorRoutes,
  languageRoutes,
  translationEditorRoutes,
  adminOrganizationRoutes,
  adminUserRoutes,
  adminSuperAdminRoutes,
  customLinkRoutes,
  organizationCatalogueRoutes,
  schoolAdminRoutes,
  organizationAccessRoutes,
  classRoutes,
  groupRoutes,
  schoolUserRoutes,
  studentRoutes,
  teacherRoutes,
  surveyRoutes,
  surveyPackageRoutes,
  periodRoutes,
  parentPeriodRoutes,
  childPeriodRoutes,
  adminPeriodRoutes,
  resultShareRoutes,
  pollRoutes,
  previewRoutes,
  selfAssessmentRoutes,
  adminSchoolRoutes,
  subjectRoutes,
  classBulkRoutes,
  respondentRemovalRoutes,
  importRoutes,
  ssoRoutes,
  schoolYearRoutes,
  adminImportRoutes,
  resultsRoutes,
  resultFilterRoutes,
  resultExportRoutes,
  schoolsViewRoutes,
  printViewRoutes,
  wordcloudRoutes,
  invitationCampaignRoutes,
  personalLinkRoutes,
  schoolReminderRoutes,
  codeGeneratorRoutes,
  adminSurveyRoutes,
  adminSurveyTagRoutes,
  actionPlanRoutes,
  successPlanRoutes,
  benchmarkRoutes,
  classSessionRoutes,
  dashboardRoutes,
  dashboardCardRoutes,
  seenItemRoutes,
  teacherClassLinkRoutes,
  fileStoreRoutes,
  clientDataUploadRoutes,
  apiDescriptionRoutes,
];

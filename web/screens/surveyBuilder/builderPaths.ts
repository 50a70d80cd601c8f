/** Where the survey builder and the survey creation screen live (spec §2). */
export const surveyBuilderPaths = {
  builder: (uuid: string) => `/survey-builder/${encodeURIComponent(uuid)}`,
  create: '/survey/create',
};

/** Where the survey builder and the survey creation screen live (spec §2). */
export const surveyBuilderPaths = {
  builder: (uuid: string) => `/survey-builder/${encodeURIComponent(uuid)}`,
  create: '/survey/create',
  /** The wizard that runs the survey's published version, the survey already chosen. */
  run: (uuid: string) => `/survey/wizard/${encodeURIComponent(uuid)}`,
};

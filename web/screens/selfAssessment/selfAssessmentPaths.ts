/** The public self-assessment (spec §2): start or continue, and the results behind the private link. */
export const selfAssessmentPaths = {
  start: '/self-assessment',
  resume: (id: string) => `/self-assessment?id=${encodeURIComponent(id)}`,
  results: (id: string) => `/self-assessment/results/${encodeURIComponent(id)}`,
};

/** The private link as it is shared: the whole address on this site. */
export const privateResultsLink = (id: string) =>
  `${window.location.origin}${selfAssessmentPaths.results(id)}`;

/** Spec: results are never shown for groups under 5 respondents, free-text answers not under 10. */
export const anonymityThresholds = { group: 5, freeText: 10 } as const;

/** The public contact address used on the marketing pages. */
export const contactEmail = 'hello@balss.lv';

export const jobsEmail = 'jobs@balss.lv';

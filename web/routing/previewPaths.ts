/** Where previews live (spec §2): a survey by slug (or uuid), a school's period by its id. */
export const previewPaths = {
  survey: (slugOrUuid: string) => `/preview/survey/${encodeURIComponent(slugOrUuid)}`,
  period: (periodId: number) => `/school/preview/survey/${periodId}`,
};

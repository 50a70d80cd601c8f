/** The launch summary of a parent period (POST /api/organization/{id}/parent-periods/preview). */
export type ParentPeriodPreview = {
  survey_audience: 'student' | 'teacher' | 'parent' | 'staff';
  public_link: boolean;
  /** Each chosen school with the people the period would ask there, as its own period would count them. */
  schools: { id: number; name: string; expected: number }[];
};

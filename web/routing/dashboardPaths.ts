/** Paths of the dashboards' own screens. */
export const dashboardPaths = {
  organizationSchools: '/organization/schools',
  classSession: (periodId: number, classId: number) => `/school/class-session/${periodId}/${classId}`,
  schoolClass: (classId: number) => `/school/classes/${classId}`,
  schoolClasses: '/school/classes',
  schoolUsers: '/school/users',
};

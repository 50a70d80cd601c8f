/** Paths of the school's respondent screens (spec §2). */
export const schoolPaths = {
  classes: '/school/classes',
  classItem: (id: number) => `/school/classes/${id}`,
  groups: '/school/groups',
  users: '/school/users',
  importTypes: '/school/import-types',
};

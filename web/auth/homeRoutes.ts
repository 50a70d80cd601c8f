/** Where /dashboard sends each identity type (spec §2 routes). */
export const homeRouteByType: Record<string, string> = {
  student: '/student/dashboard',
  parent: '/student/dashboard',
  teacher: '/school/teacher/dashboard',
  staff: '/school/admin/dashboard',
  school_admin: '/school/admin/dashboard',
  solo: '/school/admin/dashboard',
  organization_admin: '/organization/dashboard',
  super_admin: '/admin/organizations',
};

export function homeRouteFor(type: string | undefined): string {
  return (type && homeRouteByType[type]) || '/users/edit-profile';
}

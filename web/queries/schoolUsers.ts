import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';

export type SchoolUserType = 'student' | 'teacher' | 'parent' | 'staff' | 'school_admin';
export type SchoolUser = {
  id: number;
  user_id: number;
  type: SchoolUserType;
  name: string;
  surname: string;
  email: string | null;
  username: string;
  class_id: number | null;
  class_name: string | null;
  has_password: boolean;
};
export type SchoolUserFilter = {
  type?: SchoolUserType;
  search?: string;
  classId?: number | null;
  page?: number;
  perPage?: number;
};

export const schoolUserKeys = {
  all: (schoolId: number) => ['school', schoolId, 'users'] as const,
  list: (schoolId: number, filter: SchoolUserFilter) => ['school', schoolId, 'users', filter] as const,
};

function query(filter: SchoolUserFilter): string {
  const params = new URLSearchParams();
  if (filter.type) params.set('type', filter.type);
  if (filter.search?.trim()) params.set('search', filter.search.trim());
  if (filter.classId) params.set('class_id', String(filter.classId));
  params.set('page', String(filter.page ?? 1));
  params.set('per_page', String(filter.perPage ?? 50));
  return params.toString();
}

export function useSchoolUsers(schoolId: number | undefined, filter: SchoolUserFilter) {
  return useQuery({
    queryKey: schoolUserKeys.list(schoolId ?? 0, filter),
    queryFn: async () => {
      const response = await api.get<SchoolUser[]>(`school/${schoolId}/users?${query(filter)}`);
      return { rows: response.data, total: Number(response.meta?.total ?? response.data.length) };
    },
    enabled: !!schoolId,
    placeholderData: keepPreviousData,
  });
}

export function useRemoveSchoolUser(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (identityId: number) => api.delete(`school/${schoolId}/users/${identityId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['school', schoolId] }),
  });
}

export function useInviteToSchool(schoolId: number) {
  return useMutation({
    mutationFn: (invitation: { email: string; type: SchoolUserType }) =>
      api.post(`school/${schoolId}/invitations`, invitation),
  });
}

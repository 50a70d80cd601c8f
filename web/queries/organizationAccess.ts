import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';

/** GET school/{id}/organization-access: whether the school lets its organisation's admins change its roster. */
export type OrganizationAccess = {
  school_id: number;
  organization_id: number | null;
  organization_name: string | null;
  organization_manages_roster: boolean;
};

const accessKey = (schoolId: number) => ['organization-access', schoolId] as const;
const accessPath = (schoolId: number) => `school/${schoolId}/organization-access`;

export function useOrganizationAccess(schoolId: number) {
  return useQuery({
    queryKey: accessKey(schoolId),
    queryFn: async () => (await api.get<OrganizationAccess>(accessPath(schoolId))).data,
  });
}

export function useSetOrganizationAccess(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (granted: boolean) =>
      (await api.put<OrganizationAccess>(accessPath(schoolId), { organization_manages_roster: granted }))
        .data,
    onSuccess: (data) => client.setQueryData(accessKey(schoolId), data),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';

export type SchoolGroup = {
  id: number;
  name: string;
  parent_class_id: number | null;
  parent_class_name: string | null;
  member_count: number;
};
export type GroupMember = {
  id: number;
  type: string;
  name: string;
  surname: string;
  class_name: string | null;
};
export type GroupDraft = { name: string; parent_class_id: number | null };

export const groupKeys = {
  all: (schoolId: number) => ['school', schoolId, 'groups'] as const,
  members: (schoolId: number, groupId: number) => ['school', schoolId, 'groups', groupId, 'members'] as const,
};

export function useGroups(schoolId: number | undefined) {
  return useQuery({
    queryKey: groupKeys.all(schoolId ?? 0),
    queryFn: async () => (await api.get<SchoolGroup[]>(`school/${schoolId}/groups`)).data,
    enabled: !!schoolId,
  });
}

export function useGroupMembers(schoolId: number, groupId: number | null) {
  return useQuery({
    queryKey: groupKeys.members(schoolId, groupId ?? 0),
    queryFn: async () => (await api.get<GroupMember[]>(`school/${schoolId}/groups/${groupId}/members`)).data,
    enabled: groupId !== null,
  });
}

export function useSaveGroup(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: number | null; draft: GroupDraft }) =>
      id === null
        ? api.post(`school/${schoolId}/groups`, draft)
        : api.patch(`school/${schoolId}/groups/${id}`, draft),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all(schoolId) }),
  });
}

export function useDeleteGroup(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) => api.delete(`school/${schoolId}/groups/${groupId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all(schoolId) }),
  });
}

export function useSetGroupMembers(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, identityIds }: { groupId: number; identityIds: number[] }) =>
      api.put(`school/${schoolId}/groups/${groupId}/members`, { identity_ids: identityIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all(schoolId) }),
  });
}

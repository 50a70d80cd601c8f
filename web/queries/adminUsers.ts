import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermissionName } from '../../common/permissions';
import { api } from '../api/client';
import { adminKeys } from './admin';
import { adminOrganizationKeys } from './adminOrganizations';

export type IdentityKind =
  | 'student'
  | 'teacher'
  | 'parent'
  | 'staff'
  | 'school_admin'
  | 'organization_admin'
  | 'super_admin'
  | 'solo';

/** One identity of a user as the back office sees it (archived ones included). */
export type AdminIdentity = {
  id: number;
  user_id: number;
  type: IdentityKind;
  organization_id: number | null;
  organization: { id: number; name: string; type: string; slug: string } | null;
  permissions: Record<PermissionName, boolean>;
  teacher_access_to_results: boolean;
  archived: boolean;
  archived_at: string | null;
  created_at: string;
};

export type AdminUserFields = {
  id: number;
  username: string;
  email: string | null;
  name: string;
  surname: string;
  /** en, lv, ru or a language added at /admin/manage-languages. */
  language: string | null;
  disabled: boolean;
  disabled_at: string | null;
  created_at: string;
};

export type AdminUserDetail = AdminUserFields & { identities: AdminIdentity[] };

export type UserValues = {
  username: string;
  email: string | null;
  name: string;
  surname: string;
  /** en, lv, ru or a language added at /admin/manage-languages. */
  language: string | null;
};

export type NewIdentityValues = {
  type: IdentityKind;
  organization_id: number | null;
  permissions?: Partial<Record<PermissionName, boolean>>;
};

export type IdentityChanges = { archived?: boolean };

export type SuperAdmin = {
  id: number;
  user_id: number;
  archived: boolean;
  archived_at: string | null;
  created_at: string;
  user: AdminUserFields;
};

export const adminUserKeys = {
  all: ['admin', 'user'] as const,
  detail: (id: number) => [...adminUserKeys.all, id] as const,
  superAdmins: ['admin', 'super-admins'] as const,
  superAdmin: (id: number) => ['admin', 'super-admins', id] as const,
};

/** After any change to a person or their roles: their record, the lists, staff lists, super-admins. */
function useInvalidateAccounts() {
  const client = useQueryClient();
  return (userId?: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: userId ? adminUserKeys.detail(userId) : adminUserKeys.all }),
      client.invalidateQueries({ queryKey: adminKeys.userLists }),
      client.invalidateQueries({ queryKey: adminOrganizationKeys.all }),
      client.invalidateQueries({ queryKey: adminUserKeys.superAdmins }),
    ]);
}

export function useAdminUser(id: number | null) {
  return useQuery({
    queryKey: adminUserKeys.detail(id ?? 0),
    queryFn: async () => (await api.get<AdminUserDetail>(`admin/users/${id}`)).data,
    enabled: id !== null,
  });
}

export function useCreateUser() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: async (values: UserValues & { send_password_link: boolean }) =>
      (await api.post<AdminUserDetail>('admin/users', values)).data,
    onSuccess: (user) => invalidate(user.id),
  });
}

export function useUpdateUser(id: number) {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: async (values: Partial<UserValues> & { disabled?: boolean }) =>
      (await api.patch<AdminUserDetail>(`admin/users/${id}`, values)).data,
    onSuccess: () => invalidate(id),
  });
}

export function useAddIdentity(userId: number) {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: async (values: NewIdentityValues) =>
      (await api.post<AdminIdentity>(`admin/users/${userId}/identities`, values)).data,
    onSuccess: () => invalidate(userId),
  });
}

export function useUpdateIdentity(userId: number) {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: async ({ identityId, changes }: { identityId: number; changes: IdentityChanges }) =>
      (await api.patch<AdminIdentity>(`admin/users/${userId}/identities/${identityId}`, changes)).data,
    onSuccess: () => invalidate(userId),
  });
}

export function useSuperAdmins() {
  return useQuery({
    queryKey: adminUserKeys.superAdmins,
    queryFn: async () => (await api.get<SuperAdmin[]>('admin/super-admins')).data,
  });
}

export function useSuperAdmin(id: number) {
  return useQuery({
    queryKey: adminUserKeys.superAdmin(id),
    queryFn: async () => (await api.get<SuperAdmin>(`admin/super-admins/${id}`)).data,
  });
}

export function useAddSuperAdmin() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: async (userId: number) =>
      (await api.post<SuperAdmin>('admin/super-admins', { user_id: userId })).data,
    onSuccess: (row) => invalidate(row.user_id),
  });
}

export function useRemoveSuperAdmin() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: async (id: number) => (await api.delete<SuperAdmin>(`admin/super-admins/${id}`)).data,
    onSuccess: (row) => invalidate(row.user_id),
  });
}

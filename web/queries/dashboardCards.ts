import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Localized } from '../../common/survey/content';
import { api } from '../api/client';

export type DashboardCardKind = 'notice' | 'link' | 'survey';
export type DashboardRole = 'student' | 'teacher' | 'school_admin' | 'organization_admin';
export const dashboardRoles: DashboardRole[] = ['student', 'teacher', 'school_admin', 'organization_admin'];

export type ManagedCard = {
  id: number;
  kind: DashboardCardKind;
  roles: DashboardRole[];
  position: number;
  texts: Localized;
  url: string | null;
  survey: { id: number; uuid: string; slug: string; title: Localized } | null;
};

/** GET /api/admin/dashboards-manager/{organisation}. */
export type ManagedDashboard = {
  organization: { id: number; name: string; type: string };
  cards: ManagedCard[];
  surveys: { id: number; uuid: string; slug: string; title: Localized }[];
};

export type CardInput = {
  kind: DashboardCardKind;
  roles: DashboardRole[];
  texts: Localized;
  url: string | null;
  survey_id: number | null;
};

/** GET /api/dashboard/cards: the viewer's own cards, in its language. */
export type ViewerCard = {
  id: number;
  kind: DashboardCardKind;
  text: string;
  url: string | null;
  survey: { uuid: string; slug: string; title: string } | null;
};

const managerKey = (id: number) => ['dashboards-manager', id] as const;
const base = (id: number) => `/api/admin/dashboards-manager/${id}`;

export function useManagedDashboard(organizationId: number | null) {
  return useQuery({
    queryKey: managerKey(organizationId ?? 0),
    queryFn: async () => (await api.get<ManagedDashboard>(base(organizationId ?? 0))).data,
    enabled: organizationId !== null,
  });
}

/** Every change answers the whole dashboard again, which replaces the cached one. */
function useCardMutation<Input>(organizationId: number, call: (input: Input) => Promise<ManagedDashboard>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (data) => queryClient.setQueryData(managerKey(organizationId), data),
  });
}

export function useAddCard(organizationId: number) {
  return useCardMutation(
    organizationId,
    async (input: CardInput) =>
      (await api.post<ManagedDashboard>(`${base(organizationId)}/cards`, input)).data,
  );
}

export function useChangeCard(organizationId: number) {
  return useCardMutation(
    organizationId,
    async ({ id, ...input }: CardInput & { id: number }) =>
      (await api.patch<ManagedDashboard>(`${base(organizationId)}/cards/${id}`, input)).data,
  );
}

export function useMoveCard(organizationId: number) {
  return useCardMutation(
    organizationId,
    async ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
      (await api.post<ManagedDashboard>(`${base(organizationId)}/cards/${id}/move`, { direction })).data,
  );
}

export function useDeleteCard(organizationId: number) {
  return useCardMutation(
    organizationId,
    async (id: number) => (await api.delete<ManagedDashboard>(`${base(organizationId)}/cards/${id}`)).data,
  );
}

export function useDashboardCards() {
  return useQuery({
    queryKey: ['dashboard-cards'],
    queryFn: async () => (await api.get<ViewerCard[]>('/api/dashboard/cards')).data,
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailFailureReason } from '../../common/invitations/mailFailure';
import { api } from '../api/client';
import type { PeriodAt } from './periods';

export type MailKind = 'invitation' | 'reminder';
/** en, lv, ru or a language switched on for surveys at /admin/manage-languages (the server lists them). */
export type MailLanguage = string;
export type MailTemplate = { subject: string; text: string };

export type Campaign = {
  id: number;
  name: string;
  surveyPeriodId: number;
  period_name: string;
  organization_id: number;
  organization_name: string;
  recipient_count: number;
  created_at: string;
};

/** Where one mail stands; `unconfirmed`: sealed, but the sending server stopped before the SMTP answer. */
export type DeliveryState = 'queued' | 'sending' | 'sent' | 'failed' | 'skipped' | 'unconfirmed';

export type CampaignRound = {
  id: number;
  kind: MailKind;
  /** Sent again to the unconfirmed only. */
  resend: boolean;
  state: 'scheduled' | 'running' | 'done' | 'cancelled';
  scheduled_at: string;
  finished_at: string | null;
  counts: Partial<Record<DeliveryState, number>>;
  /** Why its mails failed: a reason to word in the reader's language, and the SMTP server's own answer. */
  failure?: { reason: MailFailureReason; response: string } | null;
};

/** Who a round would reach if sent now, per mail language. */
export type RoundAudience = { total: number; languages: { language: MailLanguage; count: number }[] };

/** What a sync did, and who the period asks, with how many of them have no address to write to. */
export type SyncResult = {
  added: string[];
  removed: string[];
  audience: 'student' | 'teacher' | 'staff' | 'parent';
  without_email: number;
};

export type CampaignDetail = Campaign & {
  /** The language pasted addresses get unless another is chosen: the school's, when the period runs in it. */
  default_language: MailLanguage;
  period: { id: number; name: string; starts_at: string; ends_at: string; languages: string[] };
  templates: Record<MailKind, Record<MailLanguage, MailTemplate & { custom: boolean }>>;
  summary: { total: number; opened: number; finished: number; unsubscribed: number; unconfirmed: number };
  rounds: CampaignRound[];
};

export type CampaignRecipient = {
  id: number;
  email: string;
  language: MailLanguage;
  source: 'manual' | 'sync';
  delivery_state: DeliveryState | null;
  delivery_kind: MailKind | null;
  smtp_response: string | null;
  sent_at: string | null;
  opened_at: string | null;
  finished: boolean;
  unsubscribed_at: string | null;
};

const base = 'super-admin/invitation-manager';

export const campaignKeys = {
  all: ['invitation-campaigns'] as const,
  detail: (id: number) => ['invitation-campaigns', id] as const,
  recipients: (id: number, search: string, page: number) =>
    ['invitation-campaigns', id, 'recipients', search, page] as const,
  /** A period's reminder rounds, under the period's own key. */
  periodRounds: (at: PeriodAt) => [...at.queryKey, 'reminders'] as const,
};

export const recipientsPageSize = 100;

export function useCampaigns() {
  return useQuery({
    queryKey: campaignKeys.all,
    queryFn: async () => (await api.get<Campaign[]>(base)).data,
  });
}

const isUnderWay = (round: CampaignRound) =>
  round.state === 'running' || (round.state === 'scheduled' && Date.parse(round.scheduled_at) <= Date.now());

export function useCampaign(id: number) {
  return useQuery({
    queryKey: campaignKeys.detail(id),
    queryFn: async () => (await api.get<CampaignDetail>(`${base}/${id}`)).data,
    // A round being sent, or due and waiting for its job, moves its counts: follow it until it is done.
    refetchInterval: (query) => (query.state.data?.rounds.some(isUnderWay) ? 2000 : false),
  });
}

export function useCampaignRecipients(id: number, search: string, page: number) {
  return useQuery({
    queryKey: campaignKeys.recipients(id, search, page),
    queryFn: async () => {
      const query = `search=${encodeURIComponent(search)}&limit=${recipientsPageSize}&offset=${page * recipientsPageSize}`;
      const answer = await api.get<CampaignRecipient[]>(`${base}/${id}/recipients?${query}`);
      return { rows: answer.data, total: Number(answer.meta?.total ?? 0) };
    },
    placeholderData: keepPreviousData,
  });
}

function useCampaignMutation<A, R>(id: number | null, call: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      client.invalidateQueries({ queryKey: id === null ? campaignKeys.all : campaignKeys.detail(id) }),
    onSettled: () => client.invalidateQueries({ queryKey: campaignKeys.all, exact: true }),
  });
}

export const useCreateCampaign = () =>
  useCampaignMutation(
    null,
    async (body: { name: string; surveyPeriodId: number }) =>
      (await api.post<CampaignDetail>(base, body)).data,
  );

export const useDeleteCampaign = () =>
  useCampaignMutation(null, async (id: number) => (await api.delete<{ id: number }>(`${base}/${id}`)).data);

/** Spec §4: the list changes by add and remove only. */
export const useChangeEmails = (id: number) =>
  useCampaignMutation(
    id,
    async ({
      operation,
      emails,
      language,
    }: {
      operation: 'add' | 'remove';
      emails: string[];
      language?: MailLanguage;
    }) =>
      (
        await api.post<Record<string, string[]>>(`${base}/${operation}-emails/${id}`, {
          emails,
          ...(language ? { language } : {}),
        })
      ).data,
  );

export const useSyncCampaign = (id: number) =>
  useCampaignMutation(id, async () => (await api.post<SyncResult>(`${base}/${id}/update-syncs`, {})).data);

export const useSaveTemplates = (id: number) =>
  useCampaignMutation(
    id,
    async (templates: Partial<Record<MailKind, Partial<Record<MailLanguage, MailTemplate>>>>) =>
      (await api.put<unknown>(`${base}/${id}/templates`, templates)).data,
  );

export const usePreviewMail = (id: number) =>
  useMutation({
    mutationFn: async (body: { kind: MailKind; language: MailLanguage; template?: MailTemplate }) =>
      (await api.post<MailTemplate>(`${base}/${id}/preview`, body)).data,
  });

export const useScheduleRound = (id: number) =>
  useCampaignMutation(
    id,
    async (body: { kind: MailKind; scheduled_at?: string }) =>
      (await api.post<CampaignRound>(`${base}/${id}/sendings`, body)).data,
  );

/** Queues a round to those whose latest mail is unconfirmed, and to nobody else. */
export const useResendUnconfirmed = (id: number) =>
  useCampaignMutation(
    id,
    async () =>
      (
        await api.post<{ recipients: number; rounds: CampaignRound[] }>(
          `${base}/${id}/resend-unconfirmed`,
          {},
        )
      ).data,
  );

export const useCancelRound = (id: number) =>
  useCampaignMutation(
    id,
    async (roundId: number) => (await api.delete<CampaignRound>(`${base}/${id}/sendings/${roundId}`)).data,
  );

export function useReminderRounds(at: PeriodAt) {
  return useQuery({
    queryKey: campaignKeys.periodRounds(at),
    queryFn: async () => (await api.get<CampaignRound[]>(`${at.path}/reminders`)).data,
  });
}

export function useRemindNotFinished(at: PeriodAt) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (scheduledAt?: string) =>
      (
        await api.post<CampaignRound & { recipients_added: number }>(
          `${at.path}/reminders`,
          scheduledAt ? { scheduled_at: scheduledAt } : {},
        )
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.periodRounds(at) }),
  });
}

/** The recipient's side, without signing in. */
export const personalLinks = {
  open: async (token: string) =>
    (await api.post<{ pass: string; poll_url: string }>('invitation-links/open', { token })).data,
  renew: async (token: string) =>
    (await api.post<{ requested: true }>('invitation-links/renew', { token })).data,
  unsubscribe: async (token: string) =>
    (await api.post<{ email: string }>('invitation-links/unsubscribe', { token })).data,
};

/** Asked when Send now is pressed, so the confirmation says how many mails go out and in which languages. */
export async function fetchRoundAudience(id: number, kind: MailKind): Promise<RoundAudience> {
  return (await api.get<RoundAudience>(`${base}/${id}/sendings/audience?kind=${kind}`)).data;
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';

/** GET /api/admin/bucket-files: a file of the store and the public address pages link to. */
export type BucketFile = {
  id: number;
  name: string;
  kind: string;
  content_type: string;
  opens_in_browser: boolean;
  size: number;
  url: string;
  created_at: string;
  updated_at: string;
};

/** 'withdrawn': the school took the upload back before the team was done; its file is deleted. */
export type ClientDataUploadState = 'received' | 'in_work' | 'done' | 'refused' | 'withdrawn';
/** The states the team sets. */
export const teamUploadStates: ClientDataUploadState[] = ['received', 'in_work', 'done', 'refused'];
/** Every state: the team's, and the school's own withdrawal. */
export const clientDataUploadStates: ClientDataUploadState[] = [...teamUploadStates, 'withdrawn'];
/** The school may withdraw an upload in these states. */
export const withdrawableStates: ClientDataUploadState[] = ['received', 'in_work'];

/** A data file a school sent to the platform team, with its state. */
export type ClientDataUpload = {
  id: number;
  school: { id: number; name: string };
  sent_by: string | null;
  message: string;
  file_name: string;
  kind: string;
  size: number;
  state: ClientDataUploadState;
  refusal_reason: string | null;
  state_changed_at: string | null;
  created_at: string;
  expires_at: string;
  file_available: boolean;
};

/** The limits the server applies, for a refusal before sending (the server checks again). */
export const bucketFileMaxBytes = 10 * 1024 * 1024;
export const clientDataMaxBytes = 5 * 1024 * 1024;
export const bucketFileAccept =
  '.png,.jpg,.jpeg,.gif,.webp,.svg,.pdf,.docx,.xlsx,.pptx,.odt,.ods,.odp,.csv,.txt';
export const clientDataAccept = '.csv,.txt,.xlsx,.xls,.ods,.docx,.doc,.odt,.pdf';

const keys = {
  bucket: ['admin-bucket-files'] as const,
  school: (schoolId: number) => ['client-data-uploads', schoolId] as const,
  admin: ['admin-client-data-uploads'] as const,
};

function fileForm(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  // Text fields first: the server reads those sent before the file.
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return form;
}

export function useBucketFiles(search: string) {
  return useQuery({
    queryKey: [...keys.bucket, search],
    queryFn: async () =>
      (await api.get<BucketFile[]>(`/api/admin/bucket-files?search=${encodeURIComponent(search)}`)).data,
  });
}

function useBucketMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.bucket }),
  });
}

export const useUploadBucketFile = () =>
  useBucketMutation(
    async (file: File) => (await api.post<BucketFile>('/api/admin/bucket-files', fileForm(file))).data,
  );

export const useReplaceBucketFile = () =>
  useBucketMutation(
    async ({ id, file }: { id: number; file: File }) =>
      (await api.put<BucketFile>(`/api/admin/bucket-files/${id}/file`, fileForm(file))).data,
  );

export const useDeleteBucketFile = () =>
  useBucketMutation(
    async (id: number) => (await api.delete<{ id: number }>(`/api/admin/bucket-files/${id}`)).data,
  );

const schoolBase = (schoolId: number) => `/api/school/${schoolId}/client-data-uploads`;

export function useSchoolUploads(schoolId: number | null) {
  return useQuery({
    queryKey: keys.school(schoolId ?? 0),
    queryFn: async () => (await api.get<ClientDataUpload[]>(schoolBase(schoolId!))).data,
    enabled: schoolId !== null,
  });
}

export function useSchoolUpload(schoolId: number | null, id: number | null) {
  return useQuery({
    queryKey: [...keys.school(schoolId ?? 0), id],
    queryFn: async () => (await api.get<ClientDataUpload>(`${schoolBase(schoolId!)}/${id}`)).data,
    enabled: schoolId !== null && id !== null,
  });
}

export function useSendClientData(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, message }: { file: File; message: string }) =>
      (await api.post<ClientDataUpload>(schoolBase(schoolId), fileForm(file, message ? { message } : {})))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.school(schoolId) }),
  });
}

/** The school takes its upload back; the team's list shows it withdrawn. */
export function useWithdrawUpload(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await api.post<ClientDataUpload>(`${schoolBase(schoolId)}/${id}/withdraw`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.school(schoolId) }),
  });
}

export const schoolUploadFilePath = (upload: ClientDataUpload) =>
  `${schoolBase(upload.school.id)}/${upload.id}/file`;
export const adminUploadFilePath = (upload: ClientDataUpload) =>
  `/api/admin/client-data-uploads/${upload.id}/file`;

export function useAdminUploads(search: string, state: ClientDataUploadState | null) {
  return useQuery({
    queryKey: [...keys.admin, search, state],
    queryFn: async () => {
      const query = new URLSearchParams({ search });
      if (state) query.set('state', state);
      return (await api.get<ClientDataUpload[]>(`/api/admin/client-data-uploads?${query}`)).data;
    },
  });
}

export function useSetUploadState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; state: ClientDataUploadState; refusal_reason: string | null }) =>
      (
        await api.patch<ClientDataUpload>(`/api/admin/client-data-uploads/${input.id}`, {
          state: input.state,
          refusal_reason: input.refusal_reason,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.admin }),
  });
}

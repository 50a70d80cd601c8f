import { useMutation, useQuery } from '@tanstack/react-query';
import type { SurveyLanguage } from '../../common/languages';
import type { PeriodIdentifiers, ResultsRequest } from '../../common/results/types';
import { api } from '../api/client';

export type ExportKind = 'pdf' | 'xlsx';
export type ExportStatus = 'queued' | 'running' | 'done' | 'failed';

/** GET /api/results/v2/exports/:id */
export type ResultExport = {
  id: string;
  kind: ExportKind;
  status: ExportStatus;
  progress: number;
  file_name: string | null;
  expires_at: string;
  error: string | null;
};

export type StartExportBody = {
  kind: ExportKind;
  request: ResultsRequest;
  compare_identifiers?: PeriodIdentifiers | null;
  language: SurveyLanguage;
  /** PDF only: two pages for the board, with the principal's comment. */
  variant?: 'full' | 'board';
  comment?: string;
};

export const exportKeys = { one: (id: string) => ['result-exports', id] as const };

export const exportPath = (id: string) => `/api/results/v2/exports/${id}`;

export function useStartExport() {
  return useMutation({
    mutationFn: async (body: StartExportBody) =>
      (await api.post<{ id: string; status: ExportStatus }>('/api/results/v2/exports', body)).data,
  });
}

/** POST /api/results/v2/print: a ten-minute pass for the public print view of one selection. */
export type PrintPass = { token: string; path: string; expires_at: string };

export function useStartPrint() {
  return useMutation({
    mutationFn: async (request: ResultsRequest) =>
      (await api.post<PrintPass>('/api/results/v2/print', { action: 'results', request })).data,
  });
}

const isRunning = (status: ExportStatus | undefined) => status === 'queued' || status === 'running';

/** The export's status, asked again every second while the file is being made. */
export function useExportStatus(id: string | null) {
  return useQuery({
    queryKey: exportKeys.one(id ?? ''),
    queryFn: async () => (await api.get<ResultExport>(exportPath(id ?? ''))).data,
    enabled: id !== null,
    refetchInterval: (query) => (isRunning(query.state.data?.status) ? 1000 : false),
  });
}

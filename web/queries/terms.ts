import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

export type Terms = {
  id: number;
  version: number;
  language: string;
  title: string;
  body: string;
  published_at: string;
};

export const termsKeys = {
  all: ['terms'] as const,
  current: (language: string) => ['terms', 'current', language] as const,
};

export function useCurrentTerms(language: string) {
  return useQuery({
    queryKey: termsKeys.current(language),
    queryFn: async () =>
      (await api.get<Terms>(`terms/current?language=${encodeURIComponent(language)}`)).data,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { Localized } from '../../common/survey/content';
import { api } from '../api/client';

export type MyPoll = {
  poll_id: number;
  identity_id: number;
  /** The staff's name of the period: a respondent is shown the survey's title and the dates instead. */
  period_name: string;
  title: Localized;
  starts_at: string;
  ends_at: string;
  finished_at: string | null;
};

export function useMyPolls(enabled: boolean) {
  return useQuery({
    queryKey: ['my-polls'],
    queryFn: async () => (await api.get<{ open: MyPoll[]; done: MyPoll[] }>('my-polls')).data,
    enabled,
  });
}

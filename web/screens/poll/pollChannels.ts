import { api } from '../../api/client';
import type { PollChannel, PollPayload, ResponseBody } from '../../components/pollRunner/pollTypes';

const passKey = 'balss.poll_pass';

export const identifiedChannel = (pollId: string, identityId: string): PollChannel => {
  const base = `polls/${pollId}/identity/${identityId}`;
  return {
    storageKey: `balss.poll.identified.${pollId}.${identityId}`,
    load: async () => (await api.get<PollPayload>(base)).data,
    save: (responseId, body: ResponseBody) => api.put(`${base}/responses/${responseId}`, body),
  };
};

export const publicChannel = (token: string): PollChannel => ({
  storageKey: `balss.poll.public.${token}`,
  load: async () => (await api.get<PollPayload>(`public-polls/${token}`)).data,
  save: (responseId, body) => api.put(`public-polls/${token}/responses/${responseId}`, body),
});

const passDraftPrefix = 'balss.poll.pass.';

/**
 * A class link once a code has been redeemed: the pass stands for the student. Its answers are kept for
 * the tab only, as the pass is: a shared tablet or lab computer holds no pupil's answers once closed
 * (the server keeps them, and the same code resumes them).
 */
export const passChannel = (token: string, pass: string): PollChannel => {
  const headers = { 'X-Poll-Pass': pass };
  return {
    storageKey: `${passDraftPrefix}${token}.${pass.slice(-12)}`,
    draftStorage: 'session',
    load: async () => (await api.get<PollPayload>('pass-polls/current', { headers })).data,
    save: (responseId, body) => api.put(`pass-polls/responses/${responseId}`, body, { headers }),
  };
};

/** The pass lives for the browser tab only: a shared classroom computer forgets it when closed. */
export const storedPass = {
  get: (token: string) => sessionStorage.getItem(`${passKey}.${token}`),
  set: (token: string, pass: string) => sessionStorage.setItem(`${passKey}.${token}`, pass),
  clear: (token: string) => sessionStorage.removeItem(`${passKey}.${token}`),
};

/**
 * After a pupil on a shared device has finished: their pass goes, and with it every copy of answers a
 * class link kept in this browser (an earlier version kept them in local storage).
 */
export function forgetPupil(token: string): void {
  storedPass.clear(token);
  for (const storage of [localStorage, sessionStorage]) {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
    for (const key of keys) if (key.startsWith(passDraftPrefix)) storage.removeItem(key);
  }
}

/** A printed code: its pass, and the address of the class link it belongs to. */
export async function redeemCode(code: string) {
  return (
    await api.post<{ pass: string; poll_id: number; poll_url: string }>('access-codes/redeem', { code })
  ).data;
}

/** A personal link from an invitation campaign (?invite=…): a pass for the recipient's own code. */
export async function openInvite(token: string) {
  return (await api.post<{ pass: string; poll_url: string }>('invitation-links/open', { token })).data;
}

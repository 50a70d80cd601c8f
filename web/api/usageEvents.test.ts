import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventPayload, sendEvent, setEventIdentity } from './usageEvents';

afterEach(() => {
  setEventIdentity({ identityId: null, identityType: 'anonymous', organizationId: null });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('eventPayload', () => {
  it('is anonymous with no organisation by default', () => {
    expect(eventPayload('Login', 'open')).toEqual({
      identity_id: null,
      identity_type: 'anonymous',
      org_id: null,
      category: 'Login',
      action: 'open',
      details: {},
    });
  });

  it('carries the identity type and organisation from setEventIdentity', () => {
    setEventIdentity({ identityId: 12, identityType: 'school_admin', organizationId: 34 });
    expect(eventPayload('Results', 'filter', { question: 5 })).toEqual({
      identity_id: 12,
      identity_type: 'school_admin',
      org_id: 34,
      category: 'Results',
      action: 'filter',
      details: { question: 5 },
    });
  });

  it('follows a later identity change', () => {
    setEventIdentity({ identityId: 1, identityType: 'teacher', organizationId: 2 });
    setEventIdentity({ identityId: 1, identityType: 'superadmin', organizationId: null });
    expect(eventPayload('Superadmin', 'switch')).toMatchObject({ identity_type: 'superadmin', org_id: null });
  });
});

describe('sendEvent', () => {
  it('POSTs the payload to /api/events', async () => {
    setEventIdentity({ identityId: 3, identityType: 'teacher', organizationId: 9 });
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ status: 200, data: null }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    sendEvent('Poll-filling', 'submit', { pollId: 4 });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/events');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      identity_id: 3,
      identity_type: 'teacher',
      org_id: 9,
      category: 'Poll-filling',
      action: 'submit',
      details: { pollId: 4 },
    });
  });

  it('does not throw and logs when the events endpoint fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/events'
        ? new Response(JSON.stringify({ message: 'down' }), { status: 503 })
        : new Response(null, { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(() => sendEvent('Freemium', 'upgrade')).not.toThrow();
    await vi.waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Usage event failed', expect.anything()),
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/events', '/api/log']);
  });

  it('does not throw when the network fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(() => sendEvent('Onboarding', 'start')).not.toThrow();
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledTimes(1));
  });
});

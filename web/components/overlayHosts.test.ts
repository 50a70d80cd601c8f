import { beforeEach, describe, expect, it, vi } from 'vitest';

type Hosts = typeof import('./overlayHosts');
let hosts: Hosts;

beforeEach(async () => {
  vi.resetModules();
  hosts = await import('./overlayHosts');
});

describe('the deferred modal and notice hosts', () => {
  it('runs at once where nothing is deferred (component tests render the providers themselves)', () => {
    const action = vi.fn();
    hosts.withOverlayHosts(action);
    expect(action).toHaveBeenCalledOnce();
  });

  it('asks for the hosts and waits until they listen before a confirmation opens', async () => {
    hosts.deferOverlayHosts();
    const wanted = vi.fn();
    hosts.subscribeOverlayHosts(wanted);
    const action = vi.fn();
    hosts.withOverlayHosts(action);
    expect(hosts.overlayHostsWanted()).toBe(true);
    expect(wanted).toHaveBeenCalledOnce();
    await Promise.resolve();
    expect(action).not.toHaveBeenCalled();
    hosts.overlayHostsMounted();
    await vi.waitFor(() => expect(action).toHaveBeenCalledOnce());
    // Once they are there, later actions run at once.
    const later = vi.fn();
    hosts.withOverlayHosts(later);
    expect(later).toHaveBeenCalledOnce();
  });

  it('is not wanted until something asks, and asks only once', () => {
    hosts.deferOverlayHosts();
    const wanted = vi.fn();
    hosts.subscribeOverlayHosts(wanted);
    expect(hosts.overlayHostsWanted()).toBe(false);
    hosts.wantOverlayHosts();
    hosts.wantOverlayHosts();
    expect(wanted).toHaveBeenCalledOnce();
  });
});

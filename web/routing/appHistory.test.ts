import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  type AppHistory,
  createBrowserAppHistory,
  createMemoryAppHistory,
  type HeldNavigation,
} from './appHistory';

const leavingBuilder = ({
  currentLocation,
  nextLocation,
}: {
  currentLocation: { pathname: string };
  nextLocation: { pathname: string };
}) => currentLocation.pathname.startsWith('/builder') && currentLocation.pathname !== nextLocation.pathname;

function watched(history: AppHistory) {
  const heard: string[] = [];
  const held: (HeldNavigation | null)[] = [];
  history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}`));
  const unblock = history.block(leavingBuilder, (navigation) => held.push(navigation));
  return { heard, held, unblock, lastHeld: () => held.at(-1) ?? null };
}

describe('the app history', () => {
  it('passes push, replace and back/forward on when nothing blocks', () => {
    const history = createMemoryAppHistory(['/a']);
    const { heard, held } = watched(history);
    history.push('/b?x=1');
    history.replace('/c');
    history.go(-1);
    expect(heard).toEqual(['PUSH /b', 'REPLACE /c', 'POP /a']);
    expect(history.location.pathname).toBe('/a');
    expect(held).toEqual([]);
  });

  it('refuses a push while blocked and hands over the held navigation', () => {
    const history = createMemoryAppHistory(['/builder/1']);
    const { heard, lastHeld } = watched(history);
    history.push('/school/surveys?page=2');
    expect(heard).toEqual([]);
    expect(history.location.pathname).toBe('/builder/1');
    expect(lastHeld()?.location).toMatchObject({ pathname: '/school/surveys', search: '?page=2' });
  });

  it('refuses a replace to another page too, but lets one on the same page through', () => {
    const history = createMemoryAppHistory(['/builder/1']);
    const { heard, lastHeld } = watched(history);
    history.replace('/logout');
    expect(lastHeld()?.location.pathname).toBe('/logout');
    history.replace('/builder/1?tab=2');
    expect(heard).toEqual(['REPLACE /builder/1']);
  });

  it('goes on with a held push when told to proceed, and stays on reset', () => {
    const history = createMemoryAppHistory(['/builder/1']);
    const { heard, lastHeld } = watched(history);
    history.push('/elsewhere');
    lastHeld()?.reset();
    expect(lastHeld()).toBeNull();
    expect(history.location.pathname).toBe('/builder/1');
    history.push('/elsewhere');
    lastHeld()?.proceed();
    expect(lastHeld()).toBeNull();
    expect(heard).toEqual(['PUSH /elsewhere']);
    expect(history.location.pathname).toBe('/elsewhere');
  });

  it('undoes a blocked back/forward, and repeats it on proceed', () => {
    const history = createMemoryAppHistory(['/list', '/builder/1']);
    const { heard, lastHeld } = watched(history);
    history.go(-1);
    expect(history.location.pathname).toBe('/builder/1');
    expect(heard).toEqual([]);
    expect(lastHeld()?.location.pathname).toBe('/list');
    lastHeld()?.proceed();
    expect(history.location.pathname).toBe('/list');
    expect(heard).toEqual(['POP /list']);
  });

  it('blocks nothing once unblocked', () => {
    const history = createMemoryAppHistory(['/builder/1']);
    const { heard, held, unblock } = watched(history);
    unblock();
    history.push('/elsewhere');
    expect(heard).toEqual(['PUSH /elsewhere']);
    expect(held).toEqual([]);
  });

  it('undoes a blocked browser back button', async () => {
    window.history.replaceState(null, '', '/list');
    const history = createBrowserAppHistory();
    const listener = vi.fn();
    const unlisten = history.listen(listener);
    history.push('/builder/1');
    const held: (HeldNavigation | null)[] = [];
    const unblock = history.block(leavingBuilder, (navigation) => held.push(navigation));
    window.history.back();
    await waitFor(() => expect(held.at(-1)?.location.pathname).toBe('/list'));
    await waitFor(() => expect(window.location.pathname).toBe('/builder/1'));
    expect(listener.mock.calls.map(([update]) => update.action)).toEqual(['PUSH']);
    held.at(-1)?.proceed();
    await waitFor(() => expect(window.location.pathname).toBe('/list'));
    await waitFor(() => expect(listener).toHaveBeenCalledTimes(2));
    expect(listener.mock.lastCall?.[0]).toMatchObject({ action: 'POP', location: { pathname: '/list' } });
    unblock();
    unlisten();
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResultsFilter } from '../../../../common/results/types';
import { filterReloadLimit, useFilterCreationPolling } from './useFilterCreationPolling';

const filter = (id: number, name: string, legacy: number): ResultsFilter => ({
  id,
  name,
  type: 'question',
  mapping: null,
  values: [],
  visibility: true,
  question_id: 'q',
  counts: { legacy, existing: legacy, expected: legacy },
  canEdit: true,
  active: true,
  popup: false,
});

describe('useFilterCreationPolling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(lists: ResultsFilter[][]) {
    const reload = vi.fn(async () => lists.shift() ?? []);
    const onApplied = vi.fn();
    const onGiveUp = vi.fn();
    const hook = renderHook(() => useFilterCreationPolling({ reload, onApplied, onGiveUp }));
    return { reload, onApplied, onGiveUp, hook };
  }

  it('reloads every 2000 ms until the new filter is there with its name', async () => {
    const { reload, onApplied, hook } = setup([[], [filter(4, 'Old name', 0)], [filter(4, 'Grade', 0)]]);
    act(() => hook.result.current.start({ kind: 'create', id: 4, name: 'Grade' }));

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(reload).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(reload).toHaveBeenCalledTimes(2);
    expect(onApplied).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(reload).toHaveBeenCalledTimes(3);
    expect(onApplied).toHaveBeenCalledWith({ kind: 'create', id: 4, name: 'Grade' });
    expect(hook.result.current.pending).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('waits for an update until counts.legacy equals the count the server promised', async () => {
    const { reload, onApplied, hook } = setup([[filter(4, 'Grade', 15)], [filter(4, 'Grade', 6)]]);
    act(() => hook.result.current.start({ kind: 'update', id: 4, legacy: 6 }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(onApplied).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(reload).toHaveBeenCalledTimes(2);
    expect(onApplied).toHaveBeenCalledTimes(1);
  });

  it('stops waiting after the reload limit and on unmount', async () => {
    const { reload, onApplied, onGiveUp, hook } = setup([]);
    act(() => hook.result.current.start({ kind: 'update', id: 9, legacy: 1 }));
    await act(() => vi.advanceTimersByTimeAsync(2000 * filterReloadLimit));
    expect(reload).toHaveBeenCalledTimes(filterReloadLimit);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    expect(onApplied).not.toHaveBeenCalled();

    act(() => hook.result.current.start({ kind: 'update', id: 9, legacy: 1 }));
    hook.unmount();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(reload).toHaveBeenCalledTimes(filterReloadLimit);
  });
});

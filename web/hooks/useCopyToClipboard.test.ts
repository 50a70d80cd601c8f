import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyMarkerMs, useCopyToClipboard } from './useCopyToClipboard';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset();
  writeText.mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('useCopyToClipboard', () => {
  it('is not copied at first', () => {
    const { result } = renderHook(() => useCopyToClipboard());
    expect(result.current.copied).toBe(false);
  });

  it('writes the text to the clipboard and marks it copied', async () => {
    const { result } = renderHook(() => useCopyToClipboard());
    await act(async () => {
      await result.current.copy('https://balss.example/poll/abc');
    });
    expect(writeText).toHaveBeenCalledWith('https://balss.example/poll/abc');
    expect(result.current.copied).toBe(true);
  });

  it('clears the copied marker after 1000 ms', async () => {
    expect(copyMarkerMs).toBe(1000);
    const { result } = renderHook(() => useCopyToClipboard());
    await act(async () => {
      await result.current.copy('x');
    });
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(result.current.copied).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.copied).toBe(false);
  });

  it('restarts the 1000 ms on a second copy', async () => {
    const { result } = renderHook(() => useCopyToClipboard());
    await act(async () => {
      await result.current.copy('first');
    });
    act(() => {
      vi.advanceTimersByTime(600);
    });
    await act(async () => {
      await result.current.copy('second');
    });
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(result.current.copied).toBe(true);
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(result.current.copied).toBe(false);
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('does not mark copied when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const { result } = renderHook(() => useCopyToClipboard());
    await act(async () => {
      await expect(result.current.copy('x')).rejects.toThrow('denied');
    });
    expect(result.current.copied).toBe(false);
  });

  it('leaves no timer behind after unmount', async () => {
    const { result, unmount } = renderHook(() => useCopyToClipboard());
    await act(async () => {
      await result.current.copy('x');
    });
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

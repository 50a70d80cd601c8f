import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, chunkTimeoutMs, loadScreen } from './loadScreen';

const HomeScreen: ComponentType = () => null;
const OtherScreen: ComponentType = () => null;
type Module = { HomeScreen: ComponentType; OtherScreen: ComponentType };

afterEach(() => {
  vi.useRealTimers();
});

describe('loadScreen', () => {
  it('resolves the component picked from the module', async () => {
    const importer = vi.fn(async (): Promise<Module> => ({ HomeScreen, OtherScreen }));
    const load = loadScreen(importer, (m) => m.OtherScreen);
    expect(importer).not.toHaveBeenCalled();
    await expect(load()).resolves.toBe(OtherScreen);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('turns a failed import into a ChunkLoadError keeping the message', async () => {
    const load = loadScreen(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /vue/Home.js')),
      (m: Module) => m.HomeScreen,
    );
    const error = await load().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      name: 'ChunkLoadError',
      message: 'Failed to fetch dynamically imported module: /vue/Home.js',
    });
  });

  it('turns a non-Error rejection into a ChunkLoadError', async () => {
    const load = loadScreen(
      () => Promise.reject('offline'),
      (m: Module) => m.HomeScreen,
    );
    await expect(load()).rejects.toMatchObject({ name: 'ChunkLoadError', message: 'offline' });
  });

  it.each(['Unable to preload CSS for /vue/assets/Home.css', 'Loading css chunk 4 failed'])(
    "reports '%s' as Loading CSS chunk failed",
    async (message) => {
      const load = loadScreen(
        () => Promise.reject(new Error(message)),
        (m: Module) => m.HomeScreen,
      );
      const error = await load().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(ChunkLoadError);
      expect((error as Error).message).toBe('Loading CSS chunk failed');
    },
  );

  it('rejects with ChunkLoadError when the import never settles for 120 s', async () => {
    vi.useFakeTimers();
    expect(chunkTimeoutMs).toBe(120_000);
    const load = loadScreen(
      () => new Promise<Module>(() => undefined),
      (m) => m.HomeScreen,
    );
    let settled: unknown = 'pending';
    load().then(
      (value) => {
        settled = value;
      },
      (error: unknown) => {
        settled = error;
      },
    );
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeInstanceOf(ChunkLoadError);
    expect(settled).toMatchObject({ name: 'ChunkLoadError' });
  });

  it('does not time out once the import has resolved', async () => {
    vi.useFakeTimers();
    const load = loadScreen(
      async (): Promise<Module> => ({ HomeScreen, OtherScreen }),
      (m) => m.HomeScreen,
    );
    const result = load();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
    await expect(result).resolves.toBe(HomeScreen);
  });

  it('a slow import that resolves before the timeout still succeeds', async () => {
    vi.useFakeTimers();
    const load = loadScreen(
      () => new Promise<Module>((resolve) => setTimeout(() => resolve({ HomeScreen, OtherScreen }), 60_000)),
      (m) => m.HomeScreen,
    );
    const result = load();
    await vi.advanceTimersByTimeAsync(200_000);
    await expect(result).resolves.toBe(HomeScreen);
  });
});

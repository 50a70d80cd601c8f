import type { ComponentType } from 'react';
import type { ScreenLoader } from './routeTypes';

export const chunkTimeoutMs = 120_000;

const loadedScreens = new WeakMap<ScreenLoader, ComponentType>();

/** The screen a loader has already loaded (the first page's, preloaded at start), or undefined. */
export function loadedScreen(load: ScreenLoader): ComponentType | undefined {
  return loadedScreens.get(load);
}

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** A lazy screen import that fails as ChunkLoadError after 120 s, or at once when the chunk is missing. */
export function loadScreen<M>(importer: () => Promise<M>, pick: (module: M) => ComponentType): ScreenLoader {
  const load: ScreenLoader = () =>
    new Promise<ComponentType>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('Loading chunk timed out')), chunkTimeoutMs);
      importer().then(
        (module) => {
          clearTimeout(timer);
          try {
            const screen = pick(module);
            if (!screen) throw new ChunkLoadError('Screen export missing');
            loadedScreens.set(load, screen);
            resolve(screen);
          } catch (error) {
            reject(error);
          }
        },
        (error: unknown) => {
          clearTimeout(timer);
          const message = error instanceof Error ? error.message : String(error);
          reject(/css/i.test(message) ? new Error('Loading CSS chunk failed') : new ChunkLoadError(message));
        },
      );
    });
  return load;
}

import type { ComponentType } from 'react';

export const chunkTimeoutMs = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** A lazy screen import that fails as ChunkLoadError after 120 s, or at once when the chunk is missing. */
export function loadScreen<M>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType,
): () => Promise<ComponentType> {
  return () =>
    new Promise<ComponentType>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('Loading chunk timed out')), chunkTimeoutMs);
      importer().then(
        (module) => {
          clearTimeout(timer);
          try {
            const screen = pick(module);
            if (!screen) throw new ChunkLoadError('Screen export missing');
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
}

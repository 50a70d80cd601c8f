import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './testApp';

/** A test file's app and the world `build` makes in it: built before its tests, the app closed after them. */
export function useWorld<World>(build: (ctx: TestApp) => Promise<World>): {
  readonly ctx: TestApp;
  readonly world: World;
} {
  let ctx: TestApp | undefined;
  let world: World | undefined;
  beforeAll(async () => {
    ctx = await createTestApp();
    world = await build(ctx);
  });
  afterAll(() => ctx?.close());
  return {
    get ctx() {
      if (!ctx) throw new Error('the world is built in beforeAll');
      return ctx;
    },
    get world() {
      if (world === undefined) throw new Error('the world is built in beforeAll');
      return world;
    },
  };
}

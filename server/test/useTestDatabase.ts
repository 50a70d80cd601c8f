import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from './testDatabase';

/** For a describe block that needs a database and no app: its own copy, opened before its tests, closed after. */
export function useTestDatabase(onOpen: (database: Database) => void): void {
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await openTestDatabase();
    close = database.close;
    onOpen(database);
  });
  afterAll(() => close?.());
}

import type { Db } from '../db/client';

/**
 * The statements `read` sends through the database client, in order: PGlite takes a text,
 * node-postgres (PostgreSQL) also a config object. Statements inside a transaction go through
 * another client and are not recorded.
 */
export async function statementsOf(db: Db, read: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: unknown }).$client as {
    query: (text: string | { text: string }, ...rest: unknown[]) => Promise<unknown>;
  };
  const texts: string[] = [];
  const query = client.query;
  client.query = (text, ...rest) => {
    texts.push(typeof text === 'string' ? text : text.text);
    return query.call(client, text, ...rest);
  };
  try {
    await read();
  } finally {
    client.query = query;
  }
  return texts;
}

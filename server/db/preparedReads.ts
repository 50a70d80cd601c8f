import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';
import { compileSql } from './compileSql';

/** The statement's name: its text's hash, so one text is always one name (node-postgres requires it). */
const hashName = (text: string) => `r${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;

// Names by text: hashing several kB of text for each of a read's statements showed in its profile.
// Texts are few (one per shape); past `namesKept` the map starts over.
const names = new Map<string, string>();
const namesKept = 1000;

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= namesKept) names.clear();
    name = hashName(text);
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a read as a named prepared statement on PostgreSQL: each pooled connection parses it once
 * and PostgreSQL may keep its plan, where planning the results statements (the count read's CTEs, the
 * scope) took a millisecond or two of every read (issue 20). Only for a read whose plan does not
 * hinge on its values: the same text, whatever the period, runs the same plan. Statements of one
 * shape share a text, so their number stays small. On PGlite, or inside a transaction, it is a
 * plain `db.execute`.
 */
export async function executePrepared(db: Db, query: SQL): Promise<{ rows: Record<string, unknown>[] }> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) {
    // Under the tests (PGlite) the text is still compiled: compileSql checks itself against Drizzle.
    if (process.env.VITEST) compileSql(query);
    return db.execute(query) as Promise<{ rows: Record<string, unknown>[] }>;
  }
  const built = compileSql(query);
  const result = await client.query({ name: nameOf(built.sql), text: built.sql, values: built.params });
  return { rows: result.rows };
}

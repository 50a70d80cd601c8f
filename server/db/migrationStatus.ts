import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder, type SqlExecutor } from './client';

type Journal = { entries: { tag: string; when: number }[] };

export function expectedMigrationCount(): number {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  return journal.entries.length;
}

export async function appliedMigrationCount(executeSql: SqlExecutor): Promise<number> {
  const { rows } = await executeSql('select count(*)::int as count from drizzle.__drizzle_migrations');
  return Number(rows[0]?.count ?? 0);
}

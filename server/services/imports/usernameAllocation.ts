import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { usernameBase } from '../accounts/usernames';
import { chunk } from './chunks';

const stemOf = (username: string) => username.replace(/\d+$/, '');

/**
 * Free usernames for many people at once, the way uniqueUsername makes one ("janis.berzins",
 * then "janis.berzins2"…), with one query per 5000 names instead of one per person.
 */
export async function allocateUsernames(
  db: Db,
  people: { name: string; surname: string }[],
): Promise<string[]> {
  const bases = people.map((person) => usernameBase(person.name, person.surname));
  const taken = new Set<string>();
  for (const stems of chunk([...new Set(bases.map(stemOf))], 5000)) {
    const rows = await db
      .select({ username: users.username })
      .from(users)
      .where(inArray(sql`regexp_replace(${users.username}, '[0-9]+$', '')`, stems));
    for (const row of rows) taken.add(row.username);
  }
  const nextNumber = new Map<string, number>();
  return bases.map((base) => {
    if (!taken.has(base)) {
      taken.add(base);
      return base;
    }
    let n = nextNumber.get(base) ?? 2;
    while (taken.has(`${base}${n}`)) n++;
    nextNumber.set(base, n + 1);
    taken.add(`${base}${n}`);
    return `${base}${n}`;
  });
}

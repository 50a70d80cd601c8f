import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

/** The newest mail to an address, as the outbox holds it. */
export async function lastMailTo(db: Db, address: string) {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.to, address))
    .orderBy(desc(outbox.id))
    .limit(1);
  return mail;
}

import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { appMeta } from '../schema';
import { seedDemoOrganizations } from './demoOrganizations';

/** Raise when the demo seed gains data that an existing installation should not get twice. */
const demoSeedVersion = '1';

/** Demo data on first start only; a second start on the same data does nothing. */
export async function seedDemoData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [seeded] = await tx.select().from(appMeta).where(eq(appMeta.key, 'demo_seed_version'));
    if (seeded) return false;
    await seedDemoOrganizations(tx as unknown as Db);
    await tx.insert(appMeta).values({ key: 'demo_seed_version', value: demoSeedVersion });
    return true;
  });
}

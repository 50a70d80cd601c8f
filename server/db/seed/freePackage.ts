import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { surveyPackages } from '../schema/surveyPackages';

/**
 * The free package (platform content, every start): what freemium schools and solo accounts run, and
 * any organisation whose packages have all ended. Made once, empty, named in Latvian (typed data, which the
 * team may rename); super-admins choose its surveys.
 */
export async function seedFreePackage(db: Db): Promise<number> {
  const [existing] = await db.select().from(surveyPackages).where(eq(surveyPackages.isFree, true));
  if (existing) return existing.id;
  const [made] = await db
    .insert(surveyPackages)
    .values({
      name: 'Bezmaksas pakete',
      description:
        'Bezmaksas (freemium) skolām un individuālajiem kontiem, kā arī ikvienai organizācijai bez aktīvas paketes.',
      isFree: true,
      validFrom: '2020-01-01',
    })
    .onConflictDoNothing()
    .returning();
  if (made) return made.id;
  const [raced] = await db.select().from(surveyPackages).where(eq(surveyPackages.isFree, true));
  return raced.id;
}

import type { Db } from '../client';
import { organizations } from '../schema';

export type DemoOrganizations = { municipalityId: number; secondaryId: number; primaryId: number };

export async function seedDemoOrganizations(db: Db): Promise<DemoOrganizations> {
  const [municipality] = await db
    .insert(organizations)
    .values({
      type: 'organization',
      name: 'Demo Municipality',
      slug: 'demo-municipality',
      city: 'Riga',
      country: 'LV',
    })
    .returning();
  const schools = await db
    .insert(organizations)
    .values([
      {
        parentId: municipality.id,
        type: 'school',
        name: 'Demo Secondary School',
        slug: 'demo-school',
        city: 'Riga',
        country: 'LV',
      },
      {
        parentId: municipality.id,
        type: 'school',
        name: 'Demo Primary School',
        slug: 'demo-primary',
        city: 'Riga',
        country: 'LV',
      },
    ])
    .returning();
  return { municipalityId: municipality.id, secondaryId: schools[0].id, primaryId: schools[1].id };
}

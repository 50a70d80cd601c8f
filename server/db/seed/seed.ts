import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { appMeta } from '../schema';
import { seedDemoAccounts } from './demoAccounts';
import { seedDemoActionPlans } from './demoActionPlans';
import { seedDemoBenchmarkSchools } from './demoBenchmarkSchools';
import { seedDemoClassTeacher } from './demoClassTeacher';
import { seedDemoOrganizationCatalogue } from './demoOrganizationCatalogue';
import { seedDemoOrganizations } from './demoOrganizations';
import { seedDemoParentPeriod } from './demoParentPeriod';
import { seedDemoPublicParentPeriod } from './demoPublicParentPeriod';
import { seedDemoRegionalOfficer } from './demoRegionalOfficer';
import { seedDemoRespondents } from './demoRespondents';
import { seedDemoSurveyPackages } from './demoSurveyPackages';
import { seedDemoSurveys } from './demoSurveys';

/**
 * Demo data in numbered steps. A new installation runs them all on first start; an existing one
 * runs only the steps added since, so nothing is seeded twice.
 */
const demoSteps: ((db: Db) => Promise<unknown>)[] = [
  seedDemoOrganizations,
  seedDemoAccounts,
  seedDemoRespondents,
  seedDemoSurveys,
  seedDemoParentPeriod,
  seedDemoBenchmarkSchools,
  seedDemoActionPlans,
  seedDemoPublicParentPeriod,
  seedDemoSurveyPackages,
  seedDemoOrganizationCatalogue,
  seedDemoRegionalOfficer,
  seedDemoClassTeacher,
];

export async function seedDemoData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [seeded] = await tx.select().from(appMeta).where(eq(appMeta.key, 'demo_seed_version'));
    const done = Number(seeded?.value ?? 0);
    if (done >= demoSteps.length) return false;
    for (const step of demoSteps.slice(done)) await step(tx as unknown as Db);
    await tx
      .insert(appMeta)
      .values({ key: 'demo_seed_version', value: String(demoSteps.length) })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: String(demoSteps.length), updatedAt: sql`now()` },
      });
    return true;
  });
}

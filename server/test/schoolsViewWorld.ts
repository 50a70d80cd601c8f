import { eq } from 'drizzle-orm';
import {
  organizationProperties,
  organizationPropertyAssignments,
  organizationPropertyValues,
  organizationPropertyValueUsers,
  organizations,
} from '../db/schema';
import { computeBenchmarks } from '../services/benchmarks/computeBenchmarks';
import { periodSchoolYears } from '../services/periods/schoolYear';
import { termOf } from '../services/schoolsView/viewPeriods';
import { adversarialSchool } from './adversarialSchool';
import { type RawResponse, seeded } from './anonymityProperty';
import { buildIdentity, buildOrganization, buildSchool, tokenFor } from './factories';
import { buildResponses, buildResultsPeriod } from './resultsFactories';
import { roleTokens, tokenOf } from './roleTokens';
import type { TestApp } from './testApp';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** A property-value reader (docs/ROLES.md) of every school of the organisation: its Region's officer. */
async function regionalOfficer(t: TestApp, organizationId: number) {
  const db = t.deps.database.db;
  const name = (text: string) => ({ en: text, lv: text, ru: text });
  const [property] = await db
    .insert(organizationProperties)
    .values({ name: name('Region') })
    .returning();
  const [value] = await db
    .insert(organizationPropertyValues)
    .values({ propertyId: property.id, name: name('Kurzeme') })
    .returning();
  await db
    .insert(organizationPropertyAssignments)
    .values({ organizationId, propertyId: property.id, valueId: value.id });
  const { identity, user } = await buildIdentity(db, {
    type: 'organization_admin',
    organizationId: (await buildOrganization(db)).id,
    permissions: { view_survey_results: true },
  });
  await db.insert(organizationPropertyValueUsers).values({ valueId: value.id, userId: user.id });
  return tokenFor(t.deps, identity);
}

/**
 * The adversarial school (adversarialSchool.ts) with three more schools of its municipality running the
 * same survey as their own periods: one of 3 respondents (below the threshold), one of 7, one still open;
 * the adversarial school's earlier period (the trend's "before"); and three schools of another
 * organisation, so a benchmark exists beside the view.
 */
export async function schoolsViewWorld(t: TestApp, seed: number) {
  const db = t.deps.database.db;
  const random = seeded(seed);
  const adversarial = await adversarialSchool(t, seed);
  const { school, version, world } = adversarial;
  const municipalityId = school.parentId as number;
  const answers = () => ({ safe: 1 + random.int(5), bullied: 1 + random.int(5) });
  const rowsOf: Map<number, RawResponse[]> = new Map([[school.id, world.rows]]);
  const runSchool = async (name: string, count: number, parentId: number, values = {}) => {
    const { school: made } = await buildSchool(db, { name, parentId });
    const period = await buildResultsPeriod(db, {
      organizationId: made.id,
      surveyVersionId: version.id,
      ...values,
    });
    const seeds = Array.from({ length: count }, () => ({ periodId: period.id, answers: answers() }));
    await buildResponses(db, seeds);
    rowsOf.set(
      made.id,
      seeds.map((row) => ({ classId: null, grade: null, groupIds: [], answers: row.answers })),
    );
    return { school: made, period };
  };
  const small = await runSchool('Small School', 3, municipalityId);
  const mid = await runSchool('Mid School', 7, municipalityId);
  const open = await runSchool('Open School', 6, municipalityId, {
    startsAt: daysAgo(3),
    endsAt: daysAgo(-3),
  });
  const earlier = await buildResultsPeriod(db, {
    organizationId: school.id,
    surveyVersionId: version.id,
    name: 'Earlier',
    startsAt: daysAgo(200),
    endsAt: daysAgo(190),
  });
  const earlierSeeds = Array.from({ length: 8 }, () => ({ periodId: earlier.id, answers: answers() }));
  await buildResponses(db, earlierSeeds);
  const earlierRows: RawResponse[] = earlierSeeds.map((row) => ({
    classId: null,
    grade: null,
    groupIds: [],
    answers: row.answers,
  }));
  const elsewhere = await buildOrganization(db);
  for (const name of ['Far A', 'Far B', 'Far C']) await runSchool(name, 6, elsewhere.id);
  // A benchmark of the school year: the municipality's schools and the three others.
  await computeBenchmarks(db);
  const span = (await periodSchoolYears(db, [world.periodId])).get(world.periodId);
  const query = `survey_id=${version.surveyId}&school_year=${span?.year}&term=${termOf(daysAgo(30))}`;
  const [parent] = await db.select().from(organizations).where(eq(organizations.id, municipalityId));
  const tokens = await roleTokens(t.deps, { school, parent });
  return {
    ...adversarial,
    rowsOf,
    small,
    mid,
    open,
    earlier,
    municipalityId,
    query,
    tokens,
    earlierRows,
    /** A regional officer: an admin of another organisation given the Region value the municipality holds. */
    officer: await regionalOfficer(t, municipalityId),
    /** The admin of the organisation of Far A, B and C. */
    otherOrganizationAdmin: await tokenOf(t.deps, 'organization_admin', elsewhere.id),
    /** The admin of an organisation without schools. */
    emptyOrganizationAdmin: await tokenOf(t.deps, 'organization_admin', (await buildOrganization(db)).id),
  };
}

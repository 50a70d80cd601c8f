import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ownedBy, timestamps } from './columns';
import { organizationIndex, organizationScoped } from './organizations';
import { benchmarks } from './results';
import { surveys } from './surveys';

/**
 * A bundle of library surveys (and defined benchmarks) that the organisations it is given to may run
 * between two days (spec §2 /admin/survey-packages). The one free package (isFree) is what an
 * organisation runs while it holds no active package: freemium schools and solo accounts.
 */
export const surveyPackages = pgTable(
  'survey_packages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isFree: boolean('is_free').notNull().default(false),
    /** The first and the last day it counts (Europe/Riga days as typed); no last day = open-ended. */
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('survey_packages_one_free_idx').on(table.isFree).where(sql`${table.isFree}`),
    check(
      'survey_packages_valid_range_check',
      sql`${table.validTo} IS NULL OR ${table.validTo} >= ${table.validFrom}`,
    ),
  ],
);

export const surveyPackageSurveys = pgTable(
  'survey_package_surveys',
  {
    packageId: ownedBy('package_id', () => surveyPackages.id),
    surveyId: ownedBy('survey_id', () => surveys.id),
  },
  (table) => [
    primaryKey({ columns: [table.packageId, table.surveyId] }),
    index('survey_package_surveys_survey_idx').on(table.surveyId),
  ],
);

export const surveyPackageBenchmarks = pgTable(
  'survey_package_benchmarks',
  {
    packageId: ownedBy('package_id', () => surveyPackages.id),
    benchmarkId: ownedBy('benchmark_id', () => benchmarks.id),
  },
  (table) => [primaryKey({ columns: [table.packageId, table.benchmarkId] })],
);

/** An organisation holding a package; given to a parent organisation, it covers its schools. */
export const surveyPackageOrganizations = pgTable(
  'survey_package_organizations',
  {
    packageId: ownedBy('package_id', () => surveyPackages.id),
    ...organizationScoped(),
  },
  (table) => [
    primaryKey({ columns: [table.packageId, table.organizationId] }),
    organizationIndex('survey_package_organizations', table),
  ],
);

import { eq, inArray } from 'drizzle-orm';
import { copyPeriodProperties } from '../../services/organizationCatalogue/periodProperties';
import type { Db } from '../client';
import {
  fiscalYears,
  organizationProperties,
  organizationPropertyAssignments,
  organizationPropertyValues,
  organizations,
  organizationTagLinks,
  organizationTags,
  surveyPeriods,
} from '../schema';

type Name = { en: string; lv: string; ru: string };

const properties: { name: Name; values: Name[] }[] = [
  {
    name: { en: 'Type of school', lv: 'Skolas veids', ru: 'Тип школы' },
    values: [
      { en: 'Gymnasium', lv: 'Ģimnāzija', ru: 'Гимназия' },
      { en: 'Secondary school', lv: 'Vidusskola', ru: 'Средняя школа' },
      { en: 'Basic school', lv: 'Pamatskola', ru: 'Основная школа' },
      { en: 'Primary school', lv: 'Sākumskola', ru: 'Начальная школа' },
    ],
  },
  {
    name: { en: 'Region', lv: 'Reģions', ru: 'Регион' },
    values: [
      { en: 'Riga', lv: 'Rīga', ru: 'Рига' },
      { en: 'Kurzeme', lv: 'Kurzeme', ru: 'Курземе' },
      { en: 'Vidzeme', lv: 'Vidzeme', ru: 'Видземе' },
    ],
  },
  {
    name: { en: 'Language of instruction', lv: 'Mācību valoda', ru: 'Язык обучения' },
    values: [
      { en: 'Latvian', lv: 'Latviešu', ru: 'Латышский' },
      { en: 'Bilingual', lv: 'Bilingvāla', ru: 'Двуязычный' },
    ],
  },
  {
    name: { en: 'Size band', lv: 'Lieluma grupa', ru: 'Группа по размеру' },
    values: [
      { en: 'Up to 300 pupils', lv: 'Līdz 300 skolēniem', ru: 'До 300 учеников' },
      { en: '300–700 pupils', lv: '300–700 skolēni', ru: '300–700 учеников' },
      { en: 'Over 700 pupils', lv: 'Vairāk nekā 700 skolēnu', ru: 'Более 700 учеников' },
    ],
  },
];

/** Each Demo Municipality school's type, region, language and size band (value indexes above), and its tags. */
const schools: Record<string, { values: number[]; pilot: boolean }> = {
  'demo-school': { values: [1, 0, 0, 1], pilot: true },
  'demo-primary': { values: [3, 0, 1, 0], pilot: false },
  'demo-gymnasium': { values: [0, 0, 0, 2], pilot: true },
  'demo-basic': { values: [2, 1, 0, 0], pilot: false },
};

/**
 * The organisation catalogue of the demo: type, region, language and size of Demo Municipality's
 * schools, a "Pilot 2026" tag, school years, and each of their periods' copy of them.
 */
export async function seedDemoOrganizationCatalogue(db: Db) {
  const made: number[][] = [];
  const propertyIds: number[] = [];
  for (const property of properties) {
    const [row] = await db.insert(organizationProperties).values({ name: property.name }).returning();
    const values = await db
      .insert(organizationPropertyValues)
      .values(property.values.map((name, position) => ({ propertyId: row.id, name, position })))
      .returning();
    made.push(values.map((value) => value.id));
    propertyIds.push(row.id);
  }
  const [pilot] = await db
    .insert(organizationTags)
    .values({ name: { en: 'Pilot 2026', lv: 'Pilotprojekts 2026', ru: 'Пилот 2026' } })
    .returning();
  const found = await db
    .select({ id: organizations.id, slug: organizations.slug })
    .from(organizations)
    .where(inArray(organizations.slug, [...Object.keys(schools), 'demo-municipality']));
  for (const organization of found) {
    await db.insert(fiscalYears).values([
      { organizationId: organization.id, name: '2025/26', startsOn: '2025-09-01', endsOn: '2026-08-31' },
      { organizationId: organization.id, name: '2026/27', startsOn: '2026-09-01', endsOn: '2027-08-31' },
    ]);
    const plan = schools[organization.slug];
    if (!plan) continue;
    await db.insert(organizationPropertyAssignments).values(
      plan.values.map((index, property) => ({
        organizationId: organization.id,
        propertyId: propertyIds[property],
        valueId: made[property][index],
      })),
    );
    if (plan.pilot)
      await db.insert(organizationTagLinks).values({ organizationId: organization.id, tagId: pilot.id });
    const periods = await db
      .select({ id: surveyPeriods.id })
      .from(surveyPeriods)
      .where(eq(surveyPeriods.organizationId, organization.id));
    for (const period of periods) await copyPeriodProperties(db, period.id);
  }
}

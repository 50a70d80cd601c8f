import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { fiscalYears, organizations } from '../../db/schema';
import { fieldError, fieldRefusal, notFound } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';

export type FiscalYearInput = { name: string; starts_on: string; ends_on: string };

type FiscalYearRow = typeof fiscalYears.$inferSelect;

const present = (row: FiscalYearRow) => ({
  id: row.id,
  organization_id: row.organizationId,
  name: row.name,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
});

export type FiscalYear = ReturnType<typeof present>;

async function loadOrganization(db: Db, organizationId: number) {
  const [organization] = await db
    .select({ id: organizations.id, name: organizations.name, type: organizations.type })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization || organization.type === 'solo') throw notFound('Organization');
  return organization;
}

/** An organisation's school years, earliest first (/admin/fiscal-years/{org_id}). */
export async function listFiscalYears(db: Db, organizationId: number) {
  const organization = await loadOrganization(db, organizationId);
  const rows = await db
    .select()
    .from(fiscalYears)
    .where(eq(fiscalYears.organizationId, organizationId))
    .orderBy(asc(fiscalYears.startsOn));
  return { organization, fiscal_years: rows.map(present) };
}

export async function loadFiscalYear(db: Db, id: number) {
  const [row] = await db.select().from(fiscalYears).where(eq(fiscalYears.id, id));
  if (!row) throw notFound('School year');
  const organization = await loadOrganization(db, row.organizationId);
  return { ...present(row), organization };
}

/** start before end, and no overlap with the organisation's other school years (named in the message). */
async function checkDates(db: Db, organizationId: number, input: FiscalYearInput, exceptId?: number) {
  if (input.starts_on >= input.ends_on) throw fieldError('ends_on: must be after the start');
  const [overlap] = await db
    .select()
    .from(fiscalYears)
    .where(
      and(
        eq(fiscalYears.organizationId, organizationId),
        exceptId ? ne(fiscalYears.id, exceptId) : undefined,
        lt(fiscalYears.startsOn, input.ends_on),
        gt(fiscalYears.endsOn, input.starts_on),
      ),
    )
    .limit(1);
  if (overlap)
    throw fieldRefusal('starts_on', 'school_year_overlap', {
      name: overlap.name,
      starts_on: overlap.startsOn,
      ends_on: overlap.endsOn,
    });
}

export async function createFiscalYear(
  db: Db,
  claims: TokenClaims,
  organizationId: number,
  input: FiscalYearInput,
) {
  await loadOrganization(db, organizationId);
  await checkDates(db, organizationId, input);
  const [row] = await db
    .insert(fiscalYears)
    .values({ organizationId, name: input.name, startsOn: input.starts_on, endsOn: input.ends_on })
    .returning();
  await recordEvent(db, claims, {
    category: 'Superadmin',
    action: 'create_fiscal_year',
    details: { organizationId, fiscalYearId: row.id },
  });
  return loadFiscalYear(db, row.id);
}

export async function updateFiscalYear(
  db: Db,
  claims: TokenClaims,
  id: number,
  input: Partial<FiscalYearInput>,
) {
  const current = await loadFiscalYear(db, id);
  const next = {
    name: input.name ?? current.name,
    starts_on: input.starts_on ?? current.starts_on,
    ends_on: input.ends_on ?? current.ends_on,
  };
  await checkDates(db, current.organization_id, next, id);
  await db
    .update(fiscalYears)
    .set({ name: next.name, startsOn: next.starts_on, endsOn: next.ends_on })
    .where(eq(fiscalYears.id, id));
  await recordEvent(db, claims, {
    category: 'Superadmin',
    action: 'update_fiscal_year',
    details: { fiscalYearId: id, fields: Object.keys(input) },
  });
  return loadFiscalYear(db, id);
}

export async function deleteFiscalYear(db: Db, claims: TokenClaims, id: number) {
  const current = await loadFiscalYear(db, id);
  await db.delete(fiscalYears).where(eq(fiscalYears.id, id));
  await recordEvent(db, claims, {
    category: 'Superadmin',
    action: 'delete_fiscal_year',
    details: { fiscalYearId: id, organizationId: current.organization_id },
  });
  return { id };
}

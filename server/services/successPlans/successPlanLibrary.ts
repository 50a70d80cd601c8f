import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Localized } from '../../../common/survey/content';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { type SuccessPlanSource, successPlans, surveys, surveyVersions } from '../../db/schema';
import { notFound } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';

export type SuccessPlanInput = {
  focus_kind: 'pillar' | 'question';
  focus_ref: string;
  title: Localized;
  why: Localized;
  steps: Localized;
  time_needed: Localized;
  sources: SuccessPlanSource[];
};

type SuccessPlanRow = typeof successPlans.$inferSelect;

/** `pillar:<id>` or `question:<key>` → its name in the library's surveys. */
type FocusNames = Map<string, Localized>;

/**
 * The names of the themes and questions of the library's surveys (their newest versions first), so an
 * entry's focus reads "Belonging", not "belonging", on every language's screen.
 */
async function libraryFocusNames(db: Db): Promise<FocusNames> {
  const rows = await db
    .select({ content: surveyVersions.content })
    .from(surveyVersions)
    .innerJoin(surveys, eq(surveys.id, surveyVersions.surveyId))
    .where(isNull(surveys.organizationId))
    .orderBy(desc(surveyVersions.publishedAt))
    .limit(200);
  const names: FocusNames = new Map();
  const add = (key: string, name: Localized) => {
    if (!names.has(key)) names.set(key, name);
  };
  for (const { content } of rows) {
    for (const pillar of content.pillars ?? []) add(`pillar:${pillar.id}`, pillar.name);
    for (const module of content.modules)
      for (const question of module.questions) {
        add(`question:${question.id}`, question.text);
        for (const item of question.items ?? []) add(`question:${question.id}.${item.id}`, item.text);
      }
  }
  return names;
}

export function presentSuccessPlan(row: SuccessPlanRow, names: FocusNames = new Map()) {
  return {
    id: row.id,
    focus_kind: row.focusKind,
    focus_ref: row.focusRef,
    /** The theme's or question's name in the library's surveys; null when none of them has it. */
    focus_name: names.get(`${row.focusKind}:${row.focusRef}`) ?? null,
    title: row.title,
    why: row.why,
    steps: row.steps,
    time_needed: row.timeNeeded,
    sources: row.sources,
    archived: row.archivedAt !== null,
    updated_at: row.updatedAt.toISOString(),
  };
}

const columnsOf = (input: Partial<SuccessPlanInput>) => ({
  focusKind: input.focus_kind,
  focusRef: input.focus_ref,
  title: input.title,
  why: input.why,
  steps: input.steps,
  timeNeeded: input.time_needed,
  sources: input.sources,
});

/** The library: every entry for the back office, the current ones (optionally for one focus) for schools. */
export async function listSuccessPlans(
  db: Db,
  options: { includeArchived: boolean; focusKind?: 'pillar' | 'question'; focusRef?: string },
) {
  const conditions: (SQL | undefined)[] = [
    options.includeArchived ? undefined : isNull(successPlans.archivedAt),
    options.focusKind ? eq(successPlans.focusKind, options.focusKind) : undefined,
    options.focusRef ? eq(successPlans.focusRef, options.focusRef) : undefined,
  ];
  const rows = await db
    .select()
    .from(successPlans)
    .where(and(...conditions))
    .orderBy(asc(successPlans.focusKind), asc(successPlans.focusRef), asc(successPlans.id));
  const names = await libraryFocusNames(db);
  return rows.map((row) => presentSuccessPlan(row, names));
}

export async function loadSuccessPlan(db: Db, id: number) {
  const [row] = await db.select().from(successPlans).where(eq(successPlans.id, id));
  if (!row) throw notFound('Success plan');
  return presentSuccessPlan(row, await libraryFocusNames(db));
}

export async function createSuccessPlan(db: Db, claims: TokenClaims, input: SuccessPlanInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(successPlans)
      .values(columnsOf(input) as typeof successPlans.$inferInsert)
      .returning();
    await recordEvent(tx as unknown as Db, claims, {
      category: 'Superadmin',
      action: 'create_success_plan',
      details: { successPlanId: row.id, focus: `${row.focusKind}:${row.focusRef}` },
    });
    return presentSuccessPlan(row, await libraryFocusNames(tx as unknown as Db));
  });
}

/** Edits an entry; `archived` takes it out of the schools' list without breaking plans that link to it. */
export async function updateSuccessPlan(
  db: Db,
  claims: TokenClaims,
  id: number,
  input: Partial<SuccessPlanInput> & { archived?: boolean },
) {
  return db.transaction(async (tx) => {
    const { archived, ...fields } = input;
    const [row] = await tx
      .update(successPlans)
      .set({
        ...columnsOf(fields),
        ...(archived === undefined ? {} : { archivedAt: archived ? new Date() : null }),
        updatedAt: new Date(),
      })
      .where(eq(successPlans.id, id))
      .returning();
    if (!row) throw notFound('Success plan');
    await recordEvent(tx as unknown as Db, claims, {
      category: 'Superadmin',
      action: 'update_success_plan',
      details: { successPlanId: id, fields: Object.keys(input) },
    });
    return presentSuccessPlan(row, await libraryFocusNames(tx as unknown as Db));
  });
}

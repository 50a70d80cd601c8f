import { and, eq } from 'drizzle-orm';
import { defaultAnonymity } from '../../../common/results/anonymity';
import { scoredScale } from '../../../common/results/scales';
import { questionResults } from '../../../common/results/scoring';
import type { Localized } from '../../../common/survey/content';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { benchmarkItemOverrides } from '../../db/schema/benchmarkDefinitions';
import { type BenchmarkValue, benchmarks } from '../../db/schema/results';
import { surveyVersions } from '../../db/schema/surveys';
import { notFound } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';
import { emptyCounts } from '../results/countRows';
import { loadDefinedBenchmark } from './definedBenchmarks';

type Override = typeof benchmarkItemOverrides.$inferSelect;

const presentOverride = (row: Override) => ({
  score: row.score,
  favourable: row.favourable,
  source: row.source,
  entered_at: row.enteredAt.toISOString(),
});

/** What results compare with: the computed values, each replaced by a value entered by hand where there is one. */
export function withOverrides(
  values: Record<string, BenchmarkValue>,
  overrides: Override[],
): Record<string, BenchmarkValue> {
  const merged = { ...values };
  for (const row of overrides) {
    merged[row.key] = { score: row.score, favourable: row.favourable, n: values[row.key]?.n ?? 0 };
  }
  return merged;
}

/** The keys a benchmark can hold, labelled from the newest chosen version: overall, themes, scored questions and matrix items. */
async function itemLabels(db: Db, versionIds: number[]) {
  const newest = Math.max(...versionIds);
  const [version] = await db
    .select({ content: surveyVersions.content })
    .from(surveyVersions)
    .where(eq(surveyVersions.id, newest));
  type Label = {
    kind: 'compound' | 'pillar' | 'question';
    label: Localized | null;
    parent: Localized | null;
  };
  const labels = new Map<string, Label>();
  labels.set('compound', { kind: 'compound', label: null, parent: null });
  for (const pillar of version?.content.pillars ?? [])
    labels.set(`pillar:${pillar.id}`, { kind: 'pillar', label: pillar.name, parent: null });
  const questions = version ? questionResults(version.content, emptyCounts(), defaultAnonymity) : [];
  for (const question of questions)
    if (scoredScale(question.type))
      labels.set(question.key, { kind: 'question', label: question.text, parent: question.parentText });
  return labels;
}

/** Every item of a defined benchmark with its computed value and the value entered by hand, if any. */
export async function listBenchmarkItems(db: Db, benchmarkId: number) {
  const benchmark = await loadDefinedBenchmark(db, benchmarkId);
  const [row] = await db
    .select({ values: benchmarks.values })
    .from(benchmarks)
    .where(eq(benchmarks.id, benchmarkId));
  const overrides = await db
    .select()
    .from(benchmarkItemOverrides)
    .where(eq(benchmarkItemOverrides.benchmarkId, benchmarkId));
  const labels = await itemLabels(db, benchmark.survey_version_ids);
  return [...labels].map(([key, { kind, label, parent }]) => {
    const override = overrides.find((item) => item.key === key);
    return {
      key,
      kind,
      label,
      /** A matrix item's question, whose text the item's own text continues. */
      parent_label: parent,
      computed: benchmark.compute_state === 'done' ? (row?.values[key] ?? null) : null,
      override: override ? presentOverride(override) : null,
    };
  });
}

export type BenchmarkItem = Awaited<ReturnType<typeof listBenchmarkItems>>[number];

export async function loadBenchmarkItem(db: Db, benchmarkId: number, key: string) {
  const item = (await listBenchmarkItems(db, benchmarkId)).find((entry) => entry.key === key);
  if (!item) throw notFound('Benchmark item');
  return item;
}

/** Enters a value by hand with its source (e.g. a national statistics figure); it overrides the computed one. */
export async function setBenchmarkItem(
  db: Db,
  claims: TokenClaims,
  benchmarkId: number,
  key: string,
  input: { score: number; favourable: number | null; source: string },
) {
  await loadBenchmarkItem(db, benchmarkId, key);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const values = { ...input, enteredBy: claims.identityId, enteredAt: new Date() };
    await t
      .insert(benchmarkItemOverrides)
      .values({ benchmarkId, key, ...values })
      .onConflictDoUpdate({
        target: [benchmarkItemOverrides.benchmarkId, benchmarkItemOverrides.key],
        set: values,
      });
    await recordEvent(t, claims, {
      category: 'Superadmin',
      action: 'set_benchmark_item',
      details: { benchmarkId, key, score: input.score, source: input.source },
    });
  });
  return loadBenchmarkItem(db, benchmarkId, key);
}

/** Goes back to the computed value. */
export async function clearBenchmarkItem(db: Db, claims: TokenClaims, benchmarkId: number, key: string) {
  await loadBenchmarkItem(db, benchmarkId, key);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t
      .delete(benchmarkItemOverrides)
      .where(and(eq(benchmarkItemOverrides.benchmarkId, benchmarkId), eq(benchmarkItemOverrides.key, key)));
    await recordEvent(t, claims, {
      category: 'Superadmin',
      action: 'clear_benchmark_item',
      details: { benchmarkId, key },
    });
  });
  return loadBenchmarkItem(db, benchmarkId, key);
}

ALTER TABLE "benchmarks" ADD COLUMN "counts" jsonb;--> statement-breakpoint
ALTER TABLE "benchmarks" ADD COLUMN "period_ids" integer[] DEFAULT '{}'::int[] NOT NULL;
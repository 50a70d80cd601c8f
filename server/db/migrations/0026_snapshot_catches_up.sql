-- 0024 made these columns but its snapshot missed them, so drizzle-kit offered them again with every new
-- migration; this one brings the snapshot level and changes nothing where 0024 ran.
ALTER TABLE "result_releases" ADD COLUMN IF NOT EXISTS "detail" text NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_periods" ADD COLUMN IF NOT EXISTS "results_detail" text DEFAULT 'classes' NOT NULL;

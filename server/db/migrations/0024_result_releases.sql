CREATE TABLE "result_releases" (
	"root_period_id" integer PRIMARY KEY NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	"min_group" integer NOT NULL,
	"min_text_group" integer NOT NULL,
	"detail" text NOT NULL,
	"dimensions" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_periods" ADD COLUMN "results_detail" text DEFAULT 'classes' NOT NULL;--> statement-breakpoint
ALTER TABLE "result_releases" ADD CONSTRAINT "result_releases_root_period_id_survey_periods_id_fk" FOREIGN KEY ("root_period_id") REFERENCES "public"."survey_periods"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "benchmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_version_id" integer NOT NULL,
	"school_year" integer NOT NULL,
	"scope" text NOT NULL,
	"organization_id" integer,
	"name" jsonb NOT NULL,
	"school_count" integer NOT NULL,
	"respondent_count" integer NOT NULL,
	"values" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_id" integer NOT NULL,
	"kind" text NOT NULL,
	"request" jsonb NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"file_name" text,
	"file" "bytea",
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_filter_members" (
	"filter_id" integer NOT NULL,
	"response_id" uuid NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "result_filter_members_filter_id_response_id_pk" PRIMARY KEY("filter_id","response_id")
);
--> statement-breakpoint
CREATE TABLE "result_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"name" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"visibility" boolean DEFAULT true NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"built_revision" integer,
	"legacy_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "result_share_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "wordcloud_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"word" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "results_min_group" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "results_min_text_group" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "benchmarks" ADD CONSTRAINT "benchmarks_survey_version_id_survey_versions_id_fk" FOREIGN KEY ("survey_version_id") REFERENCES "public"."survey_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benchmarks" ADD CONSTRAINT "benchmarks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_exports" ADD CONSTRAINT "result_exports_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_filter_members" ADD CONSTRAINT "result_filter_members_filter_id_result_filters_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."result_filters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_filter_members" ADD CONSTRAINT "result_filter_members_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_filters" ADD CONSTRAINT "result_filters_period_id_survey_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."survey_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_filters" ADD CONSTRAINT "result_filters_created_by_identities_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_share_links" ADD CONSTRAINT "result_share_links_period_id_survey_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."survey_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_share_links" ADD CONSTRAINT "result_share_links_created_by_identities_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "benchmarks_key_idx" ON "benchmarks" USING btree ("survey_version_id","school_year","scope","organization_id");--> statement-breakpoint
CREATE INDEX "result_exports_identity_idx" ON "result_exports" USING btree ("identity_id");--> statement-breakpoint
CREATE INDEX "result_filter_members_value_idx" ON "result_filter_members" USING btree ("filter_id","value");--> statement-breakpoint
CREATE INDEX "result_filters_period_idx" ON "result_filters" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "result_share_links_period_idx" ON "result_share_links" USING btree ("period_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wordcloud_words_key_idx" ON "wordcloud_words" USING btree ("language","word","kind");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_results_min_group_check" CHECK ("organizations"."results_min_group" >= 3);--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_results_min_text_group_check" CHECK ("organizations"."results_min_text_group" >= 3);
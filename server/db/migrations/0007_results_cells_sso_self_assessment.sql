CREATE TABLE "result_cells" (
	"period_id" integer NOT NULL,
	"class_key" integer NOT NULL,
	"grade" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "result_cells_period_id_class_key_grade_kind_key_value_pk" PRIMARY KEY("period_id","class_key","grade","kind","key","value")
);
--> statement-breakpoint
CREATE TABLE "result_filter_cells" (
	"filter_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"filter_value" text NOT NULL,
	"kind" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "result_filter_cells_filter_id_filter_value_period_id_kind_key_value_pk" PRIMARY KEY("filter_id","filter_value","period_id","kind","key","value")
);
--> statement-breakpoint
CREATE TABLE "self_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"survey_version_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"language" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "school_sso_configs" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_encrypted" "bytea" NOT NULL,
	"match_claim" text DEFAULT 'email' NOT NULL,
	"external_id_claim" text DEFAULT 'sub' NOT NULL,
	"identity_types" jsonb NOT NULL,
	"enabled_at" timestamp with time zone,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_login_attempts" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_periods" ADD COLUMN "exclude_from_benchmarks" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "result_cells" ADD CONSTRAINT "result_cells_period_id_survey_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."survey_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_filter_cells" ADD CONSTRAINT "result_filter_cells_filter_id_result_filters_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."result_filters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_filter_cells" ADD CONSTRAINT "result_filter_cells_period_id_survey_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."survey_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_assessments" ADD CONSTRAINT "self_assessments_survey_version_id_survey_versions_id_fk" FOREIGN KEY ("survey_version_id") REFERENCES "public"."survey_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_sso_configs" ADD CONSTRAINT "school_sso_configs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_sso_configs" ADD CONSTRAINT "school_sso_configs_updated_by_identities_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_login_attempts" ADD CONSTRAINT "sso_login_attempts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_filter_cells_period_idx" ON "result_filter_cells" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "self_assessments_version_idx" ON "self_assessments" USING btree ("survey_version_id","status");--> statement-breakpoint
CREATE INDEX "sso_login_attempts_created_idx" ON "sso_login_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "responses_uncounted_idx" ON "responses" USING btree ("period_id") WHERE "responses"."status" = 'finished' and not "responses"."counted";
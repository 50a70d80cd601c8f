CREATE TABLE "access_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "access_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"kind" text NOT NULL,
	"identity_id" integer,
	"class_id" integer,
	"url_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "polls_url_token_unique" UNIQUE("url_token")
);
--> statement-breakpoint
CREATE TABLE "response_receipts" (
	"period_id" integer NOT NULL,
	"identity_id" integer NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "response_receipts_period_id_identity_id_pk" PRIMARY KEY("period_id","identity_id")
);
--> statement-breakpoint
CREATE TABLE "responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"poll_id" integer NOT NULL,
	"identity_id" integer,
	"respondent_key" text,
	"class_id" integer,
	"grade" integer,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "survey_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"survey_version_id" integer NOT NULL,
	"parent_period_id" integer,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"anonymous" boolean DEFAULT true NOT NULL,
	"languages" jsonb NOT NULL,
	"audience" jsonb NOT NULL,
	"expected_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_tag_links" (
	"survey_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "survey_tag_links_survey_id_tag_id_pk" PRIMARY KEY("survey_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "survey_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"number" integer NOT NULL,
	"content" jsonb NOT NULL,
	"languages" jsonb NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"organization_id" integer,
	"audience" text NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_revision" integer DEFAULT 0 NOT NULL,
	"copied_from_id" integer,
	"created_by" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "surveys_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_period_id_survey_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."survey_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_receipts" ADD CONSTRAINT "response_receipts_period_id_survey_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."survey_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_receipts" ADD CONSTRAINT "response_receipts_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_period_id_survey_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."survey_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_periods" ADD CONSTRAINT "survey_periods_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_periods" ADD CONSTRAINT "survey_periods_survey_version_id_survey_versions_id_fk" FOREIGN KEY ("survey_version_id") REFERENCES "public"."survey_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_periods" ADD CONSTRAINT "survey_periods_parent_period_id_survey_periods_id_fk" FOREIGN KEY ("parent_period_id") REFERENCES "public"."survey_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_periods" ADD CONSTRAINT "survey_periods_created_by_identities_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_tag_links" ADD CONSTRAINT "survey_tag_links_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_tag_links" ADD CONSTRAINT "survey_tag_links_tag_id_survey_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."survey_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_versions" ADD CONSTRAINT "survey_versions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_versions" ADD CONSTRAINT "survey_versions_published_by_identities_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_copied_from_id_surveys_id_fk" FOREIGN KEY ("copied_from_id") REFERENCES "public"."surveys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_created_by_identities_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_codes_poll_idx" ON "access_codes" USING btree ("poll_id");--> statement-breakpoint
CREATE INDEX "polls_period_idx" ON "polls" USING btree ("period_id");--> statement-breakpoint
CREATE UNIQUE INDEX "polls_period_identity_idx" ON "polls" USING btree ("period_id","identity_id") WHERE "polls"."identity_id" is not null;--> statement-breakpoint
CREATE INDEX "polls_identity_idx" ON "polls" USING btree ("identity_id");--> statement-breakpoint
CREATE INDEX "responses_period_status_idx" ON "responses" USING btree ("period_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "responses_period_identity_idx" ON "responses" USING btree ("period_id","identity_id") WHERE "responses"."identity_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "responses_period_respondent_idx" ON "responses" USING btree ("period_id","respondent_key") WHERE "responses"."respondent_key" is not null;--> statement-breakpoint
CREATE INDEX "survey_periods_org_idx" ON "survey_periods" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "survey_periods_parent_idx" ON "survey_periods" USING btree ("parent_period_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_versions_number_idx" ON "survey_versions" USING btree ("survey_id","number");--> statement-breakpoint
CREATE INDEX "surveys_org_idx" ON "surveys" USING btree ("organization_id");
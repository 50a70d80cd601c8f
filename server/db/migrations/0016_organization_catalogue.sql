CREATE TABLE "benchmark_tag_access" (
	"benchmark_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "benchmark_tag_access_benchmark_id_tag_id_pk" PRIMARY KEY("benchmark_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "fiscal_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_years_dates_check" CHECK ("fiscal_years"."starts_on" < "fiscal_years"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "organization_properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_property_assignments" (
	"organization_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"value_id" integer NOT NULL,
	CONSTRAINT "organization_property_assignments_organization_id_property_id_pk" PRIMARY KEY("organization_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "organization_property_value_users" (
	"value_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_property_value_users_value_id_user_id_pk" PRIMARY KEY("value_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organization_property_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_tag_links" (
	"organization_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "organization_tag_links_organization_id_tag_id_pk" PRIMARY KEY("organization_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "organization_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "period_property_generations" (
	"period_id" integer PRIMARY KEY NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_by" integer
);
--> statement-breakpoint
CREATE TABLE "period_property_values" (
	"period_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"value_id" integer NOT NULL,
	CONSTRAINT "period_property_values_period_id_property_id_pk" PRIMARY KEY("period_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "period_tags" (
	"period_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "period_tags_period_id_tag_id_pk" PRIMARY KEY("period_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "benchmark_tag_access" ADD CONSTRAINT "benchmark_tag_access_benchmark_id_benchmarks_id_fk" FOREIGN KEY ("benchmark_id") REFERENCES "public"."benchmarks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benchmark_tag_access" ADD CONSTRAINT "benchmark_tag_access_tag_id_organization_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."organization_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_years" ADD CONSTRAINT "fiscal_years_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_property_assignments" ADD CONSTRAINT "organization_property_assignments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_property_assignments" ADD CONSTRAINT "organization_property_assignments_property_id_organization_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."organization_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_property_assignments" ADD CONSTRAINT "organization_property_assignments_value_id_organization_property_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."organization_property_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_property_value_users" ADD CONSTRAINT "organization_property_value_users_value_id_organization_property_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."organization_property_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_property_value_users" ADD CONSTRAINT "organization_property_value_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_property_values" ADD CONSTRAINT "organization_property_values_property_id_organization_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."organization_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_tag_links" ADD CONSTRAINT "organization_tag_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_tag_links" ADD CONSTRAINT "organization_tag_links_tag_id_organization_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."organization_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_property_generations" ADD CONSTRAINT "period_property_generations_period_id_survey_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."survey_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_property_generations" ADD CONSTRAINT "period_property_generations_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_property_values" ADD CONSTRAINT "period_property_values_period_id_survey_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."survey_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_property_values" ADD CONSTRAINT "period_property_values_property_id_organization_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."organization_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_property_values" ADD CONSTRAINT "period_property_values_value_id_organization_property_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."organization_property_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_tags" ADD CONSTRAINT "period_tags_period_id_survey_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."survey_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_tags" ADD CONSTRAINT "period_tags_tag_id_organization_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."organization_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fiscal_years_organization_idx" ON "fiscal_years" USING btree ("organization_id","starts_on");--> statement-breakpoint
CREATE INDEX "organization_property_assignments_value_idx" ON "organization_property_assignments" USING btree ("value_id");--> statement-breakpoint
CREATE INDEX "organization_property_value_users_user_idx" ON "organization_property_value_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "organization_property_values_property_idx" ON "organization_property_values" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "organization_tag_links_tag_idx" ON "organization_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "period_property_values_value_idx" ON "period_property_values" USING btree ("value_id");--> statement-breakpoint
CREATE INDEX "period_tags_tag_idx" ON "period_tags" USING btree ("tag_id");
CREATE TABLE "dashboard_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"roles" jsonb NOT NULL,
	"position" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"url" text,
	"survey_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_package_benchmarks" (
	"package_id" integer NOT NULL,
	"benchmark_id" integer NOT NULL,
	CONSTRAINT "survey_package_benchmarks_package_id_benchmark_id_pk" PRIMARY KEY("package_id","benchmark_id")
);
--> statement-breakpoint
CREATE TABLE "survey_package_organizations" (
	"package_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	CONSTRAINT "survey_package_organizations_package_id_organization_id_pk" PRIMARY KEY("package_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "survey_package_surveys" (
	"package_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	CONSTRAINT "survey_package_surveys_package_id_survey_id_pk" PRIMARY KEY("package_id","survey_id")
);
--> statement-breakpoint
CREATE TABLE "survey_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_packages_valid_range_check" CHECK ("survey_packages"."valid_to" IS NULL OR "survey_packages"."valid_to" >= "survey_packages"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "dashboard_cards" ADD CONSTRAINT "dashboard_cards_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_cards" ADD CONSTRAINT "dashboard_cards_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_package_benchmarks" ADD CONSTRAINT "survey_package_benchmarks_package_id_survey_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."survey_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_package_benchmarks" ADD CONSTRAINT "survey_package_benchmarks_benchmark_id_benchmarks_id_fk" FOREIGN KEY ("benchmark_id") REFERENCES "public"."benchmarks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_package_organizations" ADD CONSTRAINT "survey_package_organizations_package_id_survey_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."survey_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_package_organizations" ADD CONSTRAINT "survey_package_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_package_surveys" ADD CONSTRAINT "survey_package_surveys_package_id_survey_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."survey_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_package_surveys" ADD CONSTRAINT "survey_package_surveys_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_cards_org_idx" ON "dashboard_cards" USING btree ("organization_id","position");--> statement-breakpoint
CREATE INDEX "survey_package_organizations_org_idx" ON "survey_package_organizations" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "survey_package_surveys_survey_idx" ON "survey_package_surveys" USING btree ("survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_packages_one_free_idx" ON "survey_packages" USING btree ("is_free") WHERE "survey_packages"."is_free";
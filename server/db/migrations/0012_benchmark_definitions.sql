CREATE TABLE "benchmark_access" (
	"benchmark_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	CONSTRAINT "benchmark_access_benchmark_id_organization_id_pk" PRIMARY KEY("benchmark_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "benchmark_definitions" (
	"benchmark_id" integer PRIMARY KEY NOT NULL,
	"survey_version_ids" jsonb NOT NULL,
	"school_years" jsonb NOT NULL,
	"rule" jsonb NOT NULL,
	"min_schools" integer DEFAULT 3 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"compute_state" text DEFAULT 'idle' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"compute_error" text,
	"for_everyone" boolean DEFAULT false NOT NULL,
	"offered_to_freemium" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benchmark_definitions_min_schools_check" CHECK ("benchmark_definitions"."min_schools" >= 3)
);
--> statement-breakpoint
CREATE TABLE "benchmark_item_overrides" (
	"benchmark_id" integer NOT NULL,
	"key" text NOT NULL,
	"score" double precision NOT NULL,
	"favourable" double precision,
	"source" text NOT NULL,
	"entered_by" integer,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benchmark_item_overrides_benchmark_id_key_pk" PRIMARY KEY("benchmark_id","key")
);
--> statement-breakpoint
ALTER TABLE "benchmark_access" ADD CONSTRAINT "benchmark_access_benchmark_id_benchmarks_id_fk" FOREIGN KEY ("benchmark_id") REFERENCES "public"."benchmarks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benchmark_access" ADD CONSTRAINT "benchmark_access_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benchmark_definitions" ADD CONSTRAINT "benchmark_definitions_benchmark_id_benchmarks_id_fk" FOREIGN KEY ("benchmark_id") REFERENCES "public"."benchmarks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benchmark_item_overrides" ADD CONSTRAINT "benchmark_item_overrides_benchmark_id_benchmarks_id_fk" FOREIGN KEY ("benchmark_id") REFERENCES "public"."benchmarks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benchmark_item_overrides" ADD CONSTRAINT "benchmark_item_overrides_entered_by_identities_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;